import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './app-secret';

/**
 * Secrets at rest (proxy passwords, account cookies, imei, user agents): AES-256-GCM under a key derived
 * from APP_SECRET for this one purpose. A sealed value is one compact ASCII string:
 *
 *   v1.<iv>.<ciphertext>.<tag>        (each part base64url; iv 12 random bytes, tag 16 bytes)
 *
 * The version prefix lets a later format or key coexist with rows written today. An optional context
 * (e.g. `proxy-password:<id>`) is bound as additional authenticated data, so a sealed value copied into
 * another row or column does not open there.
 */
export const SECRET_BOX_PURPOSE = 'secrets-at-rest';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PART = /^[A-Za-z0-9_-]*$/;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  /** Encrypts `plain` (UTF-8) with a fresh random IV. */
  seal(plain: string, context?: string): string;
  /** Decrypts a sealed value; throws SecretBoxError when it is malformed, altered, or sealed under another key or context. */
  open(sealed: string, context?: string): string;
}

export function createSecretBox(appSecret: string): SecretBox {
  return createSecretBoxWithKey(deriveKey(appSecret, SECRET_BOX_PURPOSE));
}

export function createSecretBoxWithKey(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const aad = (context: string | undefined) => Buffer.from(context ?? '', 'utf8');

  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, ciphertext, tag].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },

    open(sealed, context) {
      const parts = typeof sealed === 'string' ? sealed.split('.') : [];
      if (parts.length !== 4 || !parts.every((part) => PART.test(part))) throw new SecretBoxError('malformed sealed value');
      const [version, ivText, ciphertextText, tagText] = parts;
      if (version !== VERSION) throw new SecretBoxError(`unknown sealed value version ${version.slice(0, 8)}`);
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('malformed sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad(context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value does not authenticate (altered, or another key or context)');
      }
    },
  };
}
