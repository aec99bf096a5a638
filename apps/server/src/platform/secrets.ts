import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { SealingKeys } from './crypto';

/** The configured secrets (JWT_SECRET, ENCRYPTION_KEY): the roots every key is derived from. */
export interface Secrets {
  jwtSecret: Uint8Array;
  /** 32 bytes; credentials sealed as v1 are opened with it as it is. */
  encryptionKey: Buffer;
}

interface StoredSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * Secrets come from the environment when set. Otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so tokens and encrypted data survive restarts.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  let stored: StoredSecrets | undefined;
  if (!config.JWT_SECRET || !config.ENCRYPTION_KEY)
    stored = await readOrCreateStored(config.DATA_DIR);
  const jwtSecret = config.JWT_SECRET ?? stored!.jwtSecret;
  const encryptionKey = config.ENCRYPTION_KEY ?? stored!.encryptionKey;
  return {
    jwtSecret: new TextEncoder().encode(jwtSecret),
    encryptionKey: Buffer.from(encryptionKey, 'hex'),
  };
}

async function readOrCreateStored(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created: StoredSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process created it meanwhile; then we read theirs.
  try {
    await writeFile(file, JSON.stringify(created, null, 2), { mode: 0o600, flag: 'wx' });
    return created;
  } catch {
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  }
}

/** One key per purpose, so that no value made for one purpose is accepted for another. */
export interface PurposeKeys {
  /** Signs and verifies access tokens (HS256). */
  accessTokens: Uint8Array;
  /** Peppers the hashes of activation codes (HMAC-SHA-256). */
  activationCodes: Uint8Array;
  /** Seals credentials at rest: v1 under ENCRYPTION_KEY as it is, v2 under a derived key. */
  credentials: SealingKeys;
}

const HKDF_SALT = 'frontdesk';

function derive(root: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', root, HKDF_SALT, `frontdesk ${purpose}`, 32));
}

/**
 * Per-purpose keys by HKDF-SHA-256. JWT_SECRET is the root of what lives hours (tokens, codes):
 * rotating it signs everyone out and voids codes in flight, nothing more. ENCRYPTION_KEY is the
 * root of what lives for good (sealed credentials), so rotating sessions never touches it.
 */
export function deriveKeys(secrets: Secrets): PurposeKeys {
  return {
    accessTokens: derive(secrets.jwtSecret, 'access tokens v1'),
    activationCodes: derive(secrets.jwtSecret, 'activation codes v1'),
    credentials: {
      v1: secrets.encryptionKey,
      v2: derive(secrets.encryptionKey, 'sealed credentials v2'),
    },
  };
}
