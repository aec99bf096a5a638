import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export interface Secrets {
  jwtSecret: Uint8Array;
  /** 32-byte key for AES-256-GCM encryption of stored credentials. */
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
