/**
 * The database roles compose.yaml sets up (deploy/postgres-init, docs/deploy.md): the app connects
 * as `frontdesk_owner`, which owns the database and is no superuser. Docker is not needed to try
 * them: the files are run here as PostgreSQL's image runs them, as a superuser in a new database,
 * then the real server starts as the owner, migrates and answers a customer. A database an older
 * version used as the superuser is handed over by the same file and upgraded as the owner.
 * PostgreSQL project only: roles belong to the whole server, and PGlite has one user.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/platform/db/client';
import { askPublic, setUpBusiness } from '../faults/support/business';
import {
  createThrowawayDatabase,
  POSTGRES_ADMIN_URL,
  PROJECT_DATABASE,
  type ThrowawayDatabase,
} from '../faults/support/databases';
import { type ServerProcess, startServerProcess } from '../faults/support/server-process';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import { askOperator, businessWithKey, createTestContext } from '../support/test-app';

const INIT_DIR = fileURLToPath(new URL('../../../../deploy/postgres-init/', import.meta.url));
const OWNER = 'frontdesk_owner';

/** Runs `work` connected to `url` as it names its role. */
async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same database, connected as the owner with its password. */
function asOwner(database: ThrowawayDatabase, password: string): string {
  const url = new URL(database.url);
  url.username = OWNER;
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** What the image does with the folder: the SQL file as the superuser, then the password script. */
async function runInitScripts(database: ThrowawayDatabase, password: string) {
  const sql = await readFile(path.join(INIT_DIR, '10-frontdesk-roles.sql'), 'utf8');
  await connected(database.url, (client) => client.query(sql));
  const admin = new URL(database.url);
  const psqlAnswers = await promisify(execFile)('psql', ['--version']).then(
    () => true,
    () => false,
  );
  if (psqlAnswers) {
    await promisify(execFile)('sh', [path.join(INIT_DIR, '20-frontdesk-owner-password.sh')], {
      env: {
        ...process.env,
        PGHOST: admin.hostname,
        PGPORT: admin.port || '5432',
        PGPASSWORD: decodeURIComponent(admin.password),
        POSTGRES_USER: decodeURIComponent(admin.username),
        POSTGRES_DB: admin.pathname.slice(1),
        FRONTDESK_DB_PASSWORD: password,
      },
    });
  } else {
    await connected(database.url, (client) =>
      client.query(`ALTER ROLE ${OWNER} PASSWORD '${password.replaceAll("'", "''")}'`),
    );
  }
}

/** Who owns what, and what the connecting role may be, in the database. */
async function ownership(database: ThrowawayDatabase) {
  return connected(database.url, async (client) => {
    const { rows: owners } = await client.query<{ owner: string }>(`
      SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'S', 'v', 'm')`);
    const { rows: roles } = await client.query(
      `SELECT rolsuper AS superuser, rolbypassrls AS bypasses, rolpassword IS NOT NULL AS has_password
       FROM pg_authid WHERE rolname = $1`,
      [OWNER],
    );
    const { rows: defaults } = await client.query(`
      SELECT 1 FROM pg_default_acl d, aclexplode(d.defaclacl) acl
      WHERE acl.grantee = 'frontdesk_app'::regrole`);
    return { owners: owners.map((row) => row.owner), role: roles[0], defaults: defaults.length };
  });
}

const runs = PROJECT_DATABASE === 'postgres' && Boolean(POSTGRES_ADMIN_URL);

describe.skipIf(!runs)('the database roles of compose.yaml', () => {
  const password = `it's-${randomBytes(12).toString('hex')}`;
  const databases: ThrowawayDatabase[] = [];
  let ownerExisted = false;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    ownerExisted = await connected(POSTGRES_ADMIN_URL!, async (client) => {
      const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [OWNER]);
      return (rowCount ?? 0) > 0;
    });
    smtp = await startSmtpCapture();
  });

  afterAll(async () => {
    for (const database of databases) await database.drop();
    await smtp?.close();
    // A role of the test's own leaves the server as it was; one that was there stays.
    if (!ownerExisted) {
      await connected(POSTGRES_ADMIN_URL!, (client) => client.query(`DROP ROLE ${OWNER}`)).catch(
        () => undefined,
      );
    }
  });

  async function newDatabase() {
    const database = await createThrowawayDatabase();
    databases.push(database);
    return database;
  }

  it('serves a new volume as an owner that is no superuser', async () => {
    const database = await newDatabase();
    await runInitScripts(database, password);
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({
        DATABASE_URL: asOwner(database, password),
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'info',
      });
      const business = await setUpBusiness(server.baseUrl, smtp);
      const turn = await askPublic(server.baseUrl, business.key, {
        message: 'How much is a dental cleaning?',
      });
      expect(turn.status).toBe(200);
      const { messages } = (await turn.json()) as { messages: { content: string }[] };
      expect(messages.at(-1)?.content).toContain('$120');

      const sessions = await connected(database.url, async (client) => {
        const { rows } = await client.query(
          `SELECT DISTINCT usename FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        return rows.map((row) => row.usename);
      });
      expect(sessions).toEqual([OWNER]);
      expect(server.output()).toContain(
        'BILLING_PROVIDER=local: every organization may choose any plan for free',
      );
    } finally {
      await server?.kill();
    }
    expect(await ownership(database)).toEqual({
      owners: [OWNER],
      role: { superuser: false, bypasses: false, has_password: true },
      defaults: 0,
    });
  }, 120_000);

  it('hands a database the superuser migrated before over to the owner, which upgrades it', async () => {
    const database = await newDatabase();
    await migrateAsAdminUpTo(database, '0011_retrieval_keys');
    await runInitScripts(database, password);
    expect(await ownership(database)).toMatchObject({ owners: [OWNER], defaults: 0 });

    // The rest of the migrations (0012 on) run as the owner, then a customer is answered.
    const handle = await openDatabase({ kind: 'postgres', url: asOwner(database, password) });
    const context = await createTestContext({}, { database: handle });
    try {
      const business = await businessWithKey(context, 'We are open Monday to Friday, 9 to 5.');
      expect(await askOperator(context.app, business.key, 'When are you open?')).toContain(
        'Monday to Friday',
      );
    } finally {
      await context.close();
    }
    expect(await ownership(database)).toMatchObject({ owners: [OWNER], defaults: 0 });
  }, 120_000);
});

/** The database as an older version left it: the migrations up to `lastTag`, by the superuser. */
async function migrateAsAdminUpTo(database: ThrowawayDatabase, lastTag: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-migrations-'));
  try {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    );
    const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
    expect(last).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, last + 1);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries as { tag: string }[]) {
      await copyFile(
        path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
