/**
 * The handoff journey on a deployment of two server processes sharing PostgreSQL and Redis: the
 * customer's website talks to one process, the member's dashboard to the other, and each sees
 * the other live. Runs where PostgreSQL and Redis answer on this machine, as the server's
 * production tests do; skipped elsewhere.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type AppServer, root, startAppServer } from '../support/app-server';
import { closeBrowser, openPage } from '../support/browser';
import { startCustomerSite } from '../support/customer-site';
import { dashboardApi } from '../support/dashboard-api';
import { startMailServer } from '../support/loopback-servers';
import { openDashboardOfNewOrganization } from '../support/organizations';
import { createActiveUser } from '../support/users';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = 'redis://127.0.0.1:6379';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
const available = (await answers(5432)) && (await answers(6379));

describe.skipIf(!available)('handoff across two server processes on PostgreSQL and Redis', () => {
  const servers: AppServer[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-pair-'));
  const database = `frontdesk_e2e_${randomBytes(5).toString('hex')}`;
  let site: { url: string; close(): Promise<void> };
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  const admin = async (statement: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    mail = await startMailServer(inject('mailDir'));
    const env = {
      DATABASE_URL: POSTGRES.replace(/\/postgres$/, `/${database}`),
      REDIS_URL: REDIS,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      BILLING_PROVIDER: 'local',
    };
    const web = join(root, 'apps/web/dist');
    // One after the other: the first applies the migrations, as an upgrade would.
    servers.push(await startAppServer('pair-a', workDir, web, env));
    servers.push(await startAppServer('pair-b', workDir, web, env));
    site = await startCustomerSite(servers[1]!.baseURL);
  }, 120_000);

  afterAll(async () => {
    await closeBrowser();
    await site?.close();
    for (const server of servers) await server.stop();
    await new Promise<void>((closed) => (mail ? mail.server.close(() => closed()) : closed()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('a customer on one process asks for a person; a member on the other answers, live both ways', async () => {
    const dashboardProcess = servers[0]!;
    const { page, user } = await createActiveUser('pair', { baseURL: dashboardProcess.baseURL });
    await openDashboardOfNewOrganization(page, `Corner Bakery ${Date.now().toString(36)}`);
    await dashboardApi(page, 'POST', '/contents', {
      text: 'The Corner Bakery is open on Saturdays from 8am to 1pm.',
    });
    const { key } = await dashboardApi<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Website',
      allowedOrigins: [site.url],
    });
    await page
      .getByRole('link', { name: /^Inbox/ })
      .first()
      .click();
    await page.getByText('No one is waiting.').waitFor();

    const customer: Page = await openPage(`/?${new URLSearchParams({ key })}`, {
      baseURL: site.url,
      forwardedFor: false,
    });
    const thread = customer.locator('.fdc-log');
    await customer.getByRole('button', { name: 'Open chat' }).click();
    await customer.getByRole('textbox', { name: 'Message' }).fill('can I talk to a human');
    await customer.getByRole('button', { name: 'Send' }).click();
    await thread.getByText(/connecting you with a person/).waitFor();

    // The inbox on the other process hears it without a reload.
    await page
      .getByRole('button', { name: /Visitor/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Take over' }).click();
    await thread.getByText(`You're now chatting with ${user.name}`).waitFor();
    await page.getByRole('textbox', { name: 'Reply' }).fill('Hello from the other process.');
    await page.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('Hello from the other process.').waitFor();

    await customer.getByRole('textbox', { name: 'Message' }).fill('Great, thanks!');
    await customer.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Great, thanks!').waitFor();
  });
});
