import { randomBytes, hkdfSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key material of the server: APP_SECRET when set, otherwise a random secret generated once into
 * the data folder, so the embedded default keeps its sessions and encrypted data across restarts.
 */
export function loadAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}

/** A 32-byte key for one purpose ('access-token', 'secrets-at-rest', …), derived with HKDF-SHA256. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'zalo-manager', purpose, 32));
}
