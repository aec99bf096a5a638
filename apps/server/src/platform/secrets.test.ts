import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';

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
});
