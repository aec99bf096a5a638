/**
 * The Dockerfile and compose.yaml cannot be built here (no base images can be pulled), so what
 * they rely on is checked without Docker: every variable compose sets is one the server reads and
 * together they make a valid production configuration, the ports agree, the health check command
 * really tells a ready server from a missing one, and every file the image copies exists.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadConfig } from '../../src/platform/config';
import { isPostgresRerun } from '../support/database';
import { freePort } from '../support/redis';
import { createTestContext, type TestContext } from '../support/test-app';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const CONFIG_KEYS = new Set(Object.keys(configSchema.shape));

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const appServices = Object.entries(compose.services).filter(([, service]) => service.build);

/** What an operator would put in .env: compose's `${NAME:?…}` variables. */
const OPERATOR_ENV: Record<string, string> = {
  APP_URL: 'https://support.example.com',
  POSTGRES_PASSWORD: 'c0ffee',
  FRONTDESK_DB_PASSWORD: 'decaf',
  SMTP_URL: 'smtp://mail.example.com:587',
  JWT_SECRET: 'x'.repeat(48),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  BILLING_PROVIDER: 'local',
};

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind, rest) => {
    const given = env[name];
    if (given) return given;
    if (kind === '?') throw new Error(`compose would refuse to start: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

/** A service's environment as compose would hand it to the container. */
const interpolated = (service: ComposeService, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), env),
    ]),
  );

/** What an operator who charges adds to .env. */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_live_frontdesk',
  STRIPE_WEBHOOK_SECRET: 'whsec_frontdesk',
  STRIPE_PRICE_STARTER: 'price_starter',
  STRIPE_PRICE_PROFESSIONAL: 'price_professional',
  STRIPE_PRICE_ENTERPRISE: 'price_enterprise',
};

const dockerfile = read('Dockerfile');
/** The instructions of the Dockerfile, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const instruction = (name: string) =>
  instructions.filter((line) => line.toUpperCase().startsWith(`${name} `));

describe.skipIf(isPostgresRerun)('compose.yaml', () => {
  it('runs the app twice, beside PostgreSQL with pgvector and Redis', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres?.image).toMatch(/pgvector/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    // The second starts once the first is ready: migrations never race.
    expect(compose.services.app2?.depends_on?.app1?.condition).toBe('service_healthy');
  });

  it('sets only variables the server reads', () => {
    for (const [, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter(
        (name) => !CONFIG_KEYS.has(name),
      );
      expect(unknown).toEqual([]);
    }
  });

  it('makes a valid production configuration once the required variables are given', () => {
    for (const [, service] of appServices) {
      const environment = interpolated(service, OPERATOR_ENV);
      const image = Object.fromEntries(
        instruction('ENV').flatMap((line) =>
          [...line.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]),
        ),
      );
      const config = loadConfig({ ...image, ...environment });
      expect(config).toMatchObject({ NODE_ENV: 'production', PORT: 3000, HOST: '0.0.0.0' });
      expect(new URL(config.DATABASE_URL!).hostname).toBe('postgres');
      expect(new URL(config.REDIS_URL!).hostname).toBe('redis');
      // The apps connect as the database's owner, not as PostgreSQL's superuser.
      const database = new URL(config.DATABASE_URL!);
      expect(database.username).toBe('frontdesk_owner');
      expect(database.username).not.toBe(compose.services.postgres?.environment?.POSTGRES_USER);
      expect(database.password).toBe(OPERATOR_ENV.FRONTDESK_DB_PASSWORD);
      expect(config.BILLING_PROVIDER).toBe('local');
      // Each published port reaches the port the server listens on, on loopback only.
      for (const port of service.ports ?? []) {
        expect(port).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+:${config.PORT}$`));
      }
      const { APP_URL: _, ...withoutAppUrl } = OPERATOR_ENV;
      expect(() =>
        Object.values(service.environment ?? {}).map((value) =>
          interpolate(String(value), withoutAppUrl),
        ),
      ).toThrow(/set APP_URL/);
      // Whether the plans are charged for is said by whoever deploys, never defaulted.
      const { BILLING_PROVIDER: __, ...withoutBilling } = OPERATOR_ENV;
      expect(() =>
        Object.values(service.environment ?? {}).map((value) =>
          interpolate(String(value), withoutBilling),
        ),
      ).toThrow(/set BILLING_PROVIDER to stripe, or to local/);
      const stripe = loadConfig({
        ...image,
        ...interpolated(service, { ...OPERATOR_ENV, BILLING_PROVIDER: 'stripe', ...STRIPE_ENV }),
      });
      expect(stripe).toMatchObject({ BILLING_PROVIDER: 'stripe', ...STRIPE_ENV });
    }
  });

  it('sets the database roles up when the volume is new, from files that exist', () => {
    const postgres = compose.services.postgres!;
    const mount = postgres.volumes?.find((volume) =>
      volume.endsWith(':/docker-entrypoint-initdb.d:ro'),
    );
    expect(mount).toBe('./deploy/postgres-init:/docker-entrypoint-initdb.d:ro');
    const files = readdirSync(path.join(ROOT, 'deploy/postgres-init')).sort();
    // The image runs *.sql and *.sh in name order: the roles, then the owner's password.
    expect(files).toEqual(['10-frontdesk-roles.sql', '20-frontdesk-owner-password.sh']);
    expect(postgres.environment?.FRONTDESK_DB_PASSWORD).toMatch(/FRONTDESK_DB_PASSWORD:\?/);
  });
});

describe.skipIf(isPostgresRerun)('Dockerfile', () => {
  it('builds on Node 20 slim in two stages and runs as a user other than root', () => {
    const stages = instruction('FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM node:20-slim\b/);
    const user = instruction('USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
    expect(instruction('EXPOSE')).toEqual(['EXPOSE 3000']);
  });

  it('installs from every workspace manifest, as npm ci requires', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    const copied = instruction('COPY').flatMap((line) => line.split(/\s+/).slice(1, -1));
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    expect(copied).toContain('package-lock.json');
  });

  it('copies only files that exist, and leaves local data and installs out of the image', () => {
    for (const line of instruction('COPY').filter((copy) => !copy.includes('--from'))) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(path.join(ROOT, source)), source).toBe(true);
    }
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'data', '**/data', '.env', '.git']) {
      expect(ignored).toContain(entry);
    }
    // The start command the image runs.
    expect(instruction('CMD').at(-1)).toBe('CMD ["node", "scripts/start.mjs"]');
    expect(existsSync(path.join(ROOT, 'scripts/start.mjs'))).toBe(true);
  });

  describe('its health check command', () => {
    const healthcheck = instruction('HEALTHCHECK')[0] ?? '';
    const command = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];
    const run = (port: number) =>
      promisify(execFile)(command[0]!, command.slice(1), {
        env: { ...process.env, PORT: String(port) },
        timeout: 10_000,
      }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? 1,
      );

    let context: TestContext;
    let port: number;
    beforeAll(async () => {
      context = await createTestContext();
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      port = (context.app.server.address() as { port: number }).port;
    });
    afterAll(() => context?.close());

    it('passes for a ready server and fails where nothing answers', async () => {
      expect(command[0]).toBe('node');
      expect(await run(port)).toBe(0);
      expect(await run(await freePort())).toBe(1);
    });
  });
});

describe.skipIf(isPostgresRerun)('docs/deploy.md', () => {
  it('describes every variable the server reads', () => {
    const guide = read('docs/deploy.md');
    const missing = [...CONFIG_KEYS].filter((name) => !guide.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    expect(guide).toMatch(/^## Faults$/m);
  });
});
