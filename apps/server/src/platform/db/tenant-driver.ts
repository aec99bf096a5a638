import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { canCarrySwitch, queryAfterSwitch, type SwitchStatement } from './switched-statement';
import { currentTenant } from './tenant-context';

/**
 * The role a tenant's statements run as (created by migration 0008). It owns no table, so the
 * row-level security policies bind it; the role that connected owns them and is not bound.
 */
export const TENANT_ROLE = 'frontdesk_app';

/** What a statement must run as: a tenant's organization id, or `null` for the connected role. */
type Wanted = string | null;

/**
 * Where a connection's session is: its role, and the organization last set (left in place while
 * the connected role works, since only the tenant role's policy reads it). `unknown` after a
 * switch that failed half-way, or before the first: the next statement sets everything again.
 */
interface Session {
  role: 'tenant' | 'system' | 'unknown';
  organizationId: string | null | undefined;
}

const UNKNOWN: Session = { role: 'unknown', organizationId: undefined };

/** Into a tenant: one statement (`set_config('role', ...)` is `SET ROLE`), prepared once. */
const TENANT_SWITCH = `SELECT set_config('app.organization_id', $1, false), set_config('role', '${TENANT_ROLE}', false)`;
const SYSTEM_SWITCH = 'RESET ROLE';

/**
 * The statement that brings `session` to `wanted`, none when it is there already: consecutive
 * statements of one tenant on one connection cost nothing more.
 */
function switchStatement(session: Session, wanted: Wanted): SwitchStatement | undefined {
  if (wanted === null) return session.role === 'system' ? undefined : { text: SYSTEM_SWITCH };
  if (session.role === 'tenant' && session.organizationId === wanted) return undefined;
  return { name: 'frontdesk_tenant_switch', text: TENANT_SWITCH, values: [wanted] };
}

/** The switch as the observer is told it: its text, with the organization in place. */
const describeSwitch = ({ text, values }: SwitchStatement) =>
  values ? text.replace('$1', `'${values[0]}'`) : text;

/** True for the statements this file sends to switch a session (tests count them apart). */
export const isTenantSwitch = (statement: string) =>
  statement === SYSTEM_SWITCH || statement.startsWith(TENANT_SWITCH.slice(0, 40));

/** The session after the switch to `wanted` succeeded. */
function switched(session: Session, wanted: Wanted): Session {
  return wanted === null
    ? { role: 'system', organizationId: session.organizationId }
    : { role: 'tenant', organizationId: wanted };
}

/** Told every switch sent, as one statement (the statement count of a turn includes them). */
export type SwitchObserver = (statement: string) => void;

/** Runs calls one at a time, in the order they came. */
function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Binds the real client's own methods, so a proxy can stand in for it (PGlite has #private state). */
function forwardTo<T extends object>(target: T, overrides: Record<string | symbol, unknown>): T {
  return new Proxy(target, {
    get(client, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property];
      const value = Reflect.get(client, property);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}

/**
 * PGlite is one connection shared by every request: a statement and the switch before it must not
 * be split by another request's, so every call waits its turn here (PGlite runs them one at a
 * time anyway). A transaction keeps the turn until it ends; its statements go through its own
 * handle, not through here.
 */
export function tenantAwarePglite(client: PGlite, observe?: SwitchObserver): PGlite {
  const inTurn = createSerialQueue();
  let session = UNKNOWN;

  const enter = async (wanted: Wanted) => {
    const statement = switchStatement(session, wanted);
    if (!statement) return;
    observe?.(describeSwitch(statement));
    const before = session;
    session = UNKNOWN;
    await client.query(statement.text, statement.values);
    session = switched(before, wanted);
  };
  /** The tenant is read when the call is made, in the caller's context. */
  const asCaller =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const wanted = currentTenant() ?? null;
      return inTurn(async () => {
        await enter(wanted);
        return call(...args);
      });
    };

  return forwardTo(client, {
    query: asCaller(client.query.bind(client)),
    exec: asCaller(client.exec.bind(client)),
    transaction: asCaller(client.transaction.bind(client)),
  });
}

/**
 * node-postgres: each statement takes a connection from the pool, as `pool.query` does. When the
 * connection's session is not what the statement needs, the switch travels in front of the
 * statement in the same round trip (switched-statement.ts), or, for a statement without
 * parameters, just before it. A transaction's connection is switched before drizzle sends BEGIN
 * and keeps that session to the end.
 */
export function tenantAwarePool(pool: pg.Pool, observe?: SwitchObserver): pg.Pool {
  const sessions = new WeakMap<pg.PoolClient, Session>();

  /** The switch `client` needs for `wanted`, told to the observer; none when it is there. */
  const switchFor = (client: pg.PoolClient, wanted: Wanted) => {
    const statement = switchStatement(sessions.get(client) ?? UNKNOWN, wanted);
    if (statement) observe?.(describeSwitch(statement));
    return statement;
  };
  const settle = (client: pg.PoolClient, wanted: Wanted) =>
    sessions.set(client, switched(sessions.get(client) ?? UNKNOWN, wanted));

  const connect = async (): Promise<pg.PoolClient> => {
    const wanted = currentTenant() ?? null;
    const client = await pool.connect();
    const statement = switchFor(client, wanted);
    if (statement) {
      try {
        await client.query(statement);
      } catch (error) {
        // A session in an unknown state is not handed to anyone: the pool drops the connection.
        client.release(error as Error);
        throw error;
      }
      settle(client, wanted);
    }
    return client;
  };

  const query = async (config: pg.QueryConfig, values?: unknown[]) => {
    const wanted = currentTenant() ?? null;
    const client = await pool.connect();
    // As pool.query does: a connection that failed in use is dropped rather than returned (with
    // it a session whose switch may have half happened), and its 'error' event must have a
    // listener while it is out of the pool.
    let failure: Error | undefined;
    const onError = (error: Error) => {
      failure = error;
    };
    client.once('error', onError);
    try {
      const statement = switchFor(client, wanted);
      if (!statement) return await client.query(config, values);
      let result: pg.QueryResult;
      if (canCarrySwitch(config, values)) {
        result = await queryAfterSwitch(client, statement, config, values ?? []);
      } else {
        await client.query(statement);
        result = await client.query(config, values);
      }
      settle(client, wanted);
      return result;
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(failure);
    }
  };

  return forwardTo(pool, { query, connect });
}
