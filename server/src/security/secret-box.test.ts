import { createSecretBox, createSecretBoxWithKey, SecretBoxError } from './secret-box';

const SECRET = 'test-secret-of-at-least-32-characters!!';
const box = createSecretBox(SECRET);

/** Flips one bit of a base64url part of a sealed value. */
function flip(sealed: string, partIndex: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[partIndex], 'base64url');
  bytes[0] ^= 0x01;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
}

it('round-trips short secrets, including empty and non-ASCII text', () => {
  for (const plain of ['', 'p@ss', 'mật khẩu bí mật 🔐', 'x'.repeat(4096)]) {
    expect(box.open(box.seal(plain))).toBe(plain);
  }
});

it('writes a versioned compact string that does not contain the secret', () => {
  const sealed = box.seal('hunter2-hunter2');
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  expect(sealed).not.toContain('hunter2');
  expect(Buffer.from(sealed.split('.')[2], 'base64url').toString('utf8')).not.toContain('hunter2');
});

it('uses a fresh IV every time, so equal secrets do not look equal', () => {
  const a = box.seal('same');
  const b = box.seal('same');
  expect(a).not.toBe(b);
  expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  expect(box.open(a)).toBe(box.open(b));
});

it('detects tampering with the IV, the ciphertext or the tag', () => {
  const sealed = box.seal('bí mật');
  for (const part of [1, 2, 3]) {
    expect(() => box.open(flip(sealed, part))).toThrow(SecretBoxError);
  }
  const [version, iv, ciphertext, tag] = sealed.split('.');
  expect(() => box.open([version, iv, `${ciphertext}AA`, tag].join('.'))).toThrow(SecretBoxError);
});

it('does not open under another APP_SECRET', () => {
  const sealed = box.seal('bí mật');
  expect(() => createSecretBox('another-secret-of-at-least-32-chars!!!').open(sealed)).toThrow(SecretBoxError);
});

it('binds the context: a value sealed for one row does not open for another', () => {
  const sealed = box.seal('pw', 'proxy-password:1');
  expect(box.open(sealed, 'proxy-password:1')).toBe('pw');
  expect(() => box.open(sealed, 'proxy-password:2')).toThrow(SecretBoxError);
  expect(() => box.open(sealed)).toThrow(SecretBoxError);
});

it('refuses malformed values and unknown versions with a SecretBoxError', () => {
  const sealed = box.seal('pw');
  for (const bad of ['', 'plain-text', 'v1.a.b', sealed.replace(/^v1/, 'v9'), `${sealed}.extra`, sealed.replace('.', '.+/')]) {
    expect(() => box.open(bad)).toThrow(SecretBoxError);
  }
  expect(() => box.open(null as unknown as string)).toThrow(SecretBoxError);
});

it('needs a 32-byte key', () => {
  expect(() => createSecretBoxWithKey(new Uint8Array(16))).toThrow('32-byte');
});
