/**
 * PostgreSQL for fault tests: the server named by TEST_DATABASE_URL (npm test sets it when one
 * answers on 127.0.0.1:5432), a throwaway database on it per test, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL;

/** The vitest project running this file: fault tests pick their database by it, so none runs twice. */
export const PROJECT_DATABASE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface ThrowawayDatabase {
  url: string;
  /** The same database reached through another host and port (a proxy in front of it). */
  urlVia(host: string, port: number): string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  if (!POSTGRES_ADMIN_URL) throw new Error('no TEST_DATABASE_URL');
  const name = `frontdesk_fault_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const at = (host?: string, port?: number) => {
    const url = new URL(POSTGRES_ADMIN_URL!);
    url.pathname = `/${name}`;
    if (host) url.hostname = host;
    if (port) url.port = String(port);
    return url.toString();
  };
  return {
    url: at(),
    urlVia: at,
    async drop() {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Where the admin URL's server listens, for a proxy to forward to. */
export function postgresAddress(): { host: string; port: number } {
  const url = new URL(POSTGRES_ADMIN_URL!);
  return { host: url.hostname, port: Number(url.port || 5432) };
}
