import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { deriveKeys, loadSecrets } from './secrets';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('secrets', () => {
  it('generates them once into DATA_DIR and reads the same ones back', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-secrets-'));
    dirs.push(dir);
    const config = loadConfig({ DATA_DIR: dir });
    const first = await loadSecrets(config);
    const second = await loadSecrets(config);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(first.encryptionKey).toHaveLength(32);
    const file = path.join(dir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('jwtSecret');
  });

  it('prefers the environment', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-secrets-'));
    dirs.push(dir);
    const key = 'ab'.repeat(32);
    const secrets = await loadSecrets(
      loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: key }),
    );
    expect(new TextDecoder().decode(secrets.jwtSecret)).toBe('x'.repeat(40));
    expect(secrets.encryptionKey.toString('hex')).toBe(key);
  });

  it('derives a separate key for each purpose, and keeps v1 credentials under ENCRYPTION_KEY', () => {
    const secrets = {
      jwtSecret: new TextEncoder().encode('j'.repeat(40)),
      encryptionKey: Buffer.alloc(32, 9),
    };
    const keys = deriveKeys(secrets);
    const all = {
      accessTokens: keys.accessTokens,
      activationCodes: keys.activationCodes,
      credentials: keys.credentials.v2,
      jwtSecret: secrets.jwtSecret,
      encryptionKey: secrets.encryptionKey,
    };
    const hex = Object.values(all).map((key) => Buffer.from(key).toString('hex'));
    expect(new Set(hex).size).toBe(hex.length);
    for (const key of [keys.accessTokens, keys.activationCodes, keys.credentials.v2]) {
      expect(key).toHaveLength(32);
    }
    // Values sealed before derivation existed open with the key as configured.
    expect(keys.credentials.v1.equals(secrets.encryptionKey)).toBe(true);
    // The same secrets derive the same keys: tokens and sealed values survive restarts.
    const again = deriveKeys(secrets);
    expect(Buffer.from(again.accessTokens).equals(Buffer.from(keys.accessTokens))).toBe(true);
    expect(again.credentials.v2.equals(keys.credentials.v2)).toBe(true);
    // Another JWT_SECRET changes tokens and codes, never the credentials' key.
    const rotated = deriveKeys({ ...secrets, jwtSecret: new TextEncoder().encode('k'.repeat(40)) });
    expect(Buffer.from(rotated.accessTokens).equals(Buffer.from(keys.accessTokens))).toBe(false);
    expect(rotated.credentials.v2.equals(keys.credentials.v2)).toBe(true);
  });
});
