import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A uniformly random string of `length` decimal digits (activation codes). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += randomInt(10).toString();
  return digits;
}

/** An unguessable URL-safe token (password reset links): 256 bits. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a high-entropy secret. Fine for random tokens; passwords use argon2id instead.
 * Short codes are hashed with a per-purpose pepper by the caller.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The keys sealed values open with. v1 values (written before sealing was bound to its place)
 * open under ENCRYPTION_KEY as configured; v2 values are sealed under a key derived from it.
 */
export interface SealingKeys {
  v1: Buffer;
  v2: Buffer;
}

const part = (text: string) => Buffer.from(text, 'base64url');

/** The parts as JSON: `['a', 'bc']` and `['ab', 'c']` must not be the same associated data. */
const associatedData = (context: readonly string[]) => Buffer.from(JSON.stringify(context), 'utf8');

/**
 * AES-256-GCM for credentials kept at rest: `v2.<iv>.<tag>.<ciphertext>` in base64url, with
 * `context` (purpose, organization, row: where the value belongs) as associated data, so a value
 * copied to another row, organization or purpose does not open there.
 */
export function encryptSecret(
  plain: string,
  keys: SealingKeys,
  context: readonly string[],
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.v2, iv);
  cipher.setAAD(associatedData(context));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), encrypted].map((bytes) => bytes.toString('base64url'));
  return ['v2', ...parts].join('.');
}

/** Opens a v2 value in its context, or a v1 value (bound to nothing) under the v1 key. */
export function decryptSecret(
  sealed: string,
  keys: SealingKeys,
  context: readonly string[],
): string {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || encrypted === undefined)
    throw new Error('Unknown secret format');
  const key = version === 'v1' ? keys.v1 : keys.v2;
  // A full 16-byte tag only: a shorter one would be easier to forge.
  const decipher = createDecipheriv('aes-256-gcm', key, part(iv), { authTagLength: 16 });
  if (version === 'v2') decipher.setAAD(associatedData(context));
  decipher.setAuthTag(part(tag));
  return Buffer.concat([decipher.update(part(encrypted)), decipher.final()]).toString('utf8');
}

/** Keyed hash for short secrets (6-digit codes): without the key, a leaked table cannot be brute-forced offline. */
export function hmacHex(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
