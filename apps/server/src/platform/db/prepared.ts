import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** The two parts of a drizzle database that `db.execute` uses, which its public type hides. */
interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Runs a raw statement as a named prepared statement, as `db.execute` would run it otherwise.
 *
 * On PostgreSQL, node-postgres parses a named statement once per connection and then only binds
 * its values, and the server keeps its plan: for a long statement on the hot path (retrieval's
 * ranking) planning costs more than a millisecond a call, which this saves. The statement's text
 * must be the same on every call (values only as parameters), since the name stands for it on a
 * connection. PGlite ignores the name (it plans each time, as before).
 *
 * Drizzle offers names on its query builders (`.prepare(name)`) but not on raw SQL; this reaches
 * the same prepared-query path through the session `db.execute` uses.
 */
export function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
