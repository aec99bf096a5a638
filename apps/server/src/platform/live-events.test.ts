import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '@frontdesk/contracts';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { isPostgresRerun } from '../../test/support/database';
import { openChangeFeed } from './db/change-feed';
import { type DatabaseHandle, openDatabase } from './db/client';
import { createLiveEvents } from './live-events';

const log = pino({ level: 'silent' });
const typing = (conversationId: string): LiveEvent => ({
  type: 'typing',
  conversationId,
  who: 'customer',
  name: null,
});

describe('live events in one process', () => {
  it('tells each organization its own events only, and forgets a closed listener', () => {
    const live = createLiveEvents({ log });
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const stopA = live.subscribe('org-a', (event) => a.push(event));
    live.subscribe('org-b', (event) => b.push(event));
    live.publish('org-a', typing('c1'));
    expect(a).toEqual([typing('c1')]);
    expect(b).toEqual([]);
    stopA();
    stopA();
    live.publish('org-a', typing('c2'));
    expect(a).toHaveLength(1);
    expect(live.listenerCount()).toBe(1);
  });

  it('gives observers this process own publishes, and a failing listener harms no other', () => {
    const live = createLiveEvents({ log });
    const seen: string[] = [];
    live.observe((organizationId) => seen.push(organizationId));
    live.subscribe('org', () => {
      throw new Error('a broken stream');
    });
    const heard: LiveEvent[] = [];
    live.subscribe('org', (event) => heard.push(event));
    live.publish('org', typing('c'));
    expect(seen).toEqual(['org']);
    expect(heard).toHaveLength(1);
  });
});

/** Two server processes share one PostgreSQL database: each has its own pool and change feed. */
describe.skipIf(!isPostgresRerun)('live events across processes (PostgreSQL)', () => {
  const handles: DatabaseHandle[] = [];
  const name = `frontdesk_live_${randomBytes(5).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  async function startProcess() {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    handles.push(handle);
    const feed = await openChangeFeed(handle, log);
    const live = createLiveEvents({
      transport: feed,
      log,
      loadMessage: async (_org, _conversation, id) => ({
        id,
        role: 'assistant',
        sender: 'staff',
        senderName: 'Dana',
        content: 'read again from the database',
        timestamp: 1,
      }),
    });
    return { live, close: () => feed.close() };
  }

  it('reaches a listener on the other process, and an oversized message is read there once', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const first = await startProcess();
    const second = await startProcess();
    const heard: LiveEvent[] = [];
    second.live.subscribe('org', (event) => heard.push(event));
    const arrived = (count: number) =>
      expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);

    first.live.publish('org', typing('c1'));
    await arrived(1);
    expect(heard[0]).toEqual(typing('c1'));

    // 4,000 characters of three-byte text: larger than NOTIFY's payload.
    const big = '€'.repeat(4_000);
    first.live.publish('org', {
      type: 'message',
      conversationId: 'c1',
      message: {
        id: 'm1',
        role: 'assistant',
        sender: 'staff',
        senderName: 'Dana',
        content: big,
        timestamp: 1,
      },
    });
    await arrived(2);
    expect(heard[1]).toMatchObject({
      type: 'message',
      message: { id: 'm1', content: 'read again from the database' },
    });
    await first.close();
    await second.close();
  });
});
