import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import { type Database, type DatabaseHandle, rowsOf } from './client';

/** Where changes are announced, and where each process says it has heard one. */
const CHANGES = 'frontdesk_changes';
const HEARD = 'frontdesk_changes_heard';
/** Where live events (a message written, a conversation claimed) are told to other processes. */
const LIVE = 'frontdesk_live';
/** How long a feed's mark on what it broadcasts is: its own broadcasts come back and are skipped. */
const MARK_LENGTH = 8;
/** How the listening connections are recognised: the writer counts them to know who must answer. */
export const LISTENER_NAME = 'frontdesk-changes';

/** How long a writer waits for every process to say it has heard, before answering anyway. */
const HEARD_TIMEOUT_MS = 2_000;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** A topic that changed, or `undefined` for "anything may have changed" (a lost connection). */
export type ChangeListener = (topic: string | undefined) => void;

/**
 * Changes to rows that server processes keep in memory, told to every process that shares the
 * database through PostgreSQL's own LISTEN/NOTIFY (docs/decisions/014-turn-speed.md).
 */
export interface ChangeFeed {
  /**
   * Runs `work` in a transaction that also announces `topic`: PostgreSQL delivers the notification
   * when, and only if, the change commits. Resolves once every listening process has forgotten
   * what it kept of the topic and said so (or two seconds passed), so that when the caller
   * answers, no process still serves the old row.
   */
  write<T>(topic: string, work: (tx: Database) => Promise<T>): Promise<T>;
  /** Called with every topic that changed, in any process. */
  subscribe(listener: ChangeListener): void;
  /**
   * Tells every other process sharing the database (PGlite has none): for live events, sent after
   * the change they describe committed. At most about 7,900 bytes (PostgreSQL's payload limit).
   */
  broadcast(payload: string): Promise<void>;
  /** Called with what other processes broadcast; `undefined` when some may have been missed. */
  onBroadcast(listener: (payload: string | undefined) => void): void;
  /** False while a change could go unheard (the listening connection is down): do not serve from memory. */
  isLive(): boolean;
  close(): Promise<void>;
}

/** How this process hears changes. */
interface Listening {
  isLive(): boolean;
  /** Tells the writer of change `id` that this process has heard it. */
  sayHeard(id: string): void;
  /**
   * Sends `payload` on `channel` over the listening connection; false when it is down (the
   * caller then sends it another way).
   */
  notify(channel: string, payload: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The change feed of a database: PGlite's in-process notifications (PGlite is one process), or a
 * dedicated listening connection to PostgreSQL, reopened when it drops. Every reconnection tells
 * the listeners that anything may have changed, since notifications sent meanwhile are lost.
 */
export async function openChangeFeed(handle: DatabaseHandle, log: Logger): Promise<ChangeFeed> {
  const listeners: ChangeListener[] = [];
  const mark = randomUUID().slice(0, MARK_LENGTH);
  const broadcastListeners: ((payload: string | undefined) => void)[] = [];
  const hearBroadcast = (payload: string | undefined) => {
    for (const listener of broadcastListeners) listener(payload);
  };
  /** Changes this process wrote, waiting for every process to have heard them. */
  const waiting = new Map<string, { heard: number; needed: number; done(): void }>();
  const deliver = (topic: string | undefined) => {
    for (const listener of listeners) listener(topic);
    if (topic === undefined) hearBroadcast(undefined);
  };
  /** Changes this process wrote: it delivered them itself, and only says it heard them back. */
  const written = new Set<string>();
  const onChange = (payload: string) => {
    const space = payload.indexOf(' ');
    const id = payload.slice(0, space);
    // Delivering our own change a second time would make listeners act twice on one change
    // (a job added again while the first one runs).
    if (!written.delete(id)) deliver(payload.slice(space + 1));
    connection.sayHeard(id);
  };
  const onHeard = (id: string) => {
    const change = waiting.get(id);
    if (change && ++change.heard >= change.needed) change.done();
  };

  const connection: Listening =
    handle.kind === 'pglite'
      ? await listenOnPglite(clientOf<PGlite>(handle.db))
      : await listenOnPostgres(clientOf<pg.Pool>(handle.db), {
          onChange,
          onHeard,
          onLive: (payload) => {
            if (!payload.startsWith(mark)) hearBroadcast(payload.slice(MARK_LENGTH));
          },
          onGap: () => deliver(undefined),
          log,
        });

  /** Resolves once `needed` processes have heard change `id`, or after the timeout. */
  const everyoneHeard = (id: string, needed: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), HEARD_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      waiting.set(id, { heard: 0, needed, done });
    });

  /** Announces the change in its transaction; answers how many processes listen right now. */
  const announce = async (tx: Database, id: string, topic: string) => {
    const [row] = rowsOf(
      await tx.execute(sql`
        SELECT pg_notify(${CHANGES}, ${`${id} ${topic}`}),
          (SELECT count(*) FROM pg_stat_activity
            WHERE application_name = ${LISTENER_NAME} AND datname = current_database())::int
            AS listening`),
    );
    return Number(row?.listening ?? 0);
  };

  return {
    async write(topic, work) {
      const id = randomUUID();
      let heard: Promise<void> | undefined;
      if (handle.kind === 'postgres') written.add(id);
      try {
        const result = await handle.db.transaction(async (tx) => {
          const value = await work(tx as unknown as Database);
          // PGlite is one process, told below: no statement spent announcing to nobody (a
          // crawl writes one change a page, each waited on by any customer's turn).
          if (handle.kind !== 'postgres') return value;
          const listening = await announce(tx as unknown as Database, id, topic);
          // Registered before the commit: an answer can come as soon as the notification leaves.
          if (listening > 0) heard = everyoneHeard(id, listening);
          return value;
        });
        // This process forgets at once (with PGlite, the only process, that is everyone).
        deliver(topic);
        await heard;
        return result;
      } finally {
        // Heard back already, or never will be (a rolled back change, a lost connection).
        written.delete(id);
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async broadcast(payload) {
      if (handle.kind !== 'postgres') return;
      // On the listening connection, otherwise idle: a turn's events take no pool connection
      // and no round trip of its own; they leave in the order they were published.
      if (await connection.notify(LIVE, mark + payload)) return;
      await handle.db.execute(sql`SELECT pg_notify(${LIVE}, ${mark + payload})`);
    },
    onBroadcast(listener) {
      broadcastListeners.push(listener);
    },
    isLive: connection.isLive,
    close: connection.close,
  };
}

/** The driver's client under drizzle (node-postgres's Pool, or the PGlite instance). */
const clientOf = <T>(db: Database) => (db as unknown as { $client: T }).$client;

/** PGlite is one process: what it writes, it alone kept, and `write` forgets it directly. */
async function listenOnPglite(client: PGlite): Promise<Listening> {
  let live = !client.closed;
  return {
    isLive: () => live && !client.closed,
    sayHeard() {},
    notify: async () => false,
    async close() {
      live = false;
    },
  };
}

async function listenOnPostgres(
  pool: pg.Pool,
  events: {
    onChange(payload: string): void;
    onHeard(id: string): void;
    onLive(payload: string): void;
    onGap(): void;
    log: Logger;
  },
): Promise<Listening> {
  const { default: pgModule } = await import('pg');
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!live) return;
    live = false;
    events.onGap();
  };
  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect() {
    const next = new pgModule.Client({ ...pool.options, application_name: LISTENER_NAME });
    next.on('notification', ({ channel, payload }) => {
      if (!payload) return;
      if (channel === CHANGES) events.onChange(payload);
      else if (channel === HEARD) events.onHeard(payload);
      else if (channel === LIVE) events.onLive(payload);
    });
    next.on('error', () => {
      lost();
      reconnectLater();
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      lost();
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES}; LISTEN ${HEARD}; LISTEN ${LIVE}`);
    } catch (error) {
      events.log.warn(
        { err: error },
        'change feed: cannot listen; cached reads go to the database',
      );
      void next.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    // Whatever was remembered before this connection may have changed unheard.
    events.onGap();
    live = true;
  }

  /**
   * Sends a notification on the listening connection, one statement after the other (a client
   * runs one query at a time; queueing inside node-postgres is deprecated): no pool connection is
   * taken, and notifications leave in the order they were sent.
   */
  let sending: Promise<unknown> = Promise.resolve();
  const send = (channel: string, payload: string): Promise<boolean> => {
    const sent = sending.then(async () => {
      if (!client || !live) return false;
      try {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
        return true;
      } catch {
        return false;
      }
    });
    sending = sent;
    return sent;
  };

  await connect();
  return {
    isLive: () => live,
    sayHeard(id) {
      void send(HEARD, id);
    },
    notify: send,
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
