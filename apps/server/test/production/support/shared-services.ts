/**
 * What the server processes of one deployment share, for the tests that start several: a
 * throwaway PostgreSQL database, Redis under a key prefix of the test's own, and a mail server.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  createThrowawayDatabase,
  POSTGRES_ADMIN_URL,
  PROJECT_DATABASE,
  type ThrowawayDatabase,
} from '../../faults/support/databases';
import { deleteKeys, findTestRedis, uniquePrefix } from '../../support/redis';
import { type SmtpCapture, startSmtpCapture } from '../../support/smtp';

/** The Redis to share: in the PostgreSQL project only, and undefined where none answers (skip). */
export async function findSharedRedis(): Promise<string | undefined> {
  return PROJECT_DATABASE === 'postgres' && POSTGRES_ADMIN_URL ? findTestRedis() : undefined;
}

export interface SharedServices {
  /** The Redis key prefix of the test's own, unique to this run. */
  prefix: string;
  smtp: SmtpCapture;
  database: ThrowawayDatabase;
  /** What points a server process at them. */
  env: Record<string, string>;
}

/**
 * Called in a describe block: the services are set up before its tests and removed after the
 * block's own clean-up (hooks after the tests run last registered first), so a block stops its
 * server processes before their database goes. Filled in by beforeAll.
 */
export function useSharedServices(redisUrl: string | undefined, name: string): SharedServices {
  const services = { prefix: uniquePrefix(name) } as SharedServices;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('shared services need Redis: skip the block without it');
    services.smtp = await startSmtpCapture();
    services.database = await createThrowawayDatabase();
    services.env = {
      DATABASE_URL: services.database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: services.prefix,
      SMTP_URL: services.smtp.url,
    };
  });
  afterAll(async () => {
    await services.database?.drop();
    await services.smtp?.close();
    if (redisUrl) await deleteKeys(redisUrl, services.prefix);
  });
  return services;
}
