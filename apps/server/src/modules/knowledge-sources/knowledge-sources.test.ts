import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askOperator,
  call,
  createPublicKey,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';
import { contentPassages, contents, knowledgeSources } from '../../platform/db/schema';
import { startFixtureSite } from './fixture-site';

// Loopback is private: TOOL_ALLOWED_HOSTS lets the crawler reach the fixture site, as a deployment
// lets it reach its own intranet. One second per page, so the slow page times out.
const context = useTestContext({ TOOL_ALLOWED_HOSTS: '127.0.0.1', TOOL_TIMEOUT_MS: '1000' });
let site: Awaited<ReturnType<typeof startFixtureSite>>;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site?.close();
});

interface Page {
  url: string;
  status: string;
  reason: string | null;
  title: string | null;
  passages: number;
}

async function addWebsite(token: string, body: Record<string, unknown> = {}) {
  const created = await call(context.app, 'POST', '/knowledge/sources', {
    token,
    body: { type: 'website', url: `${site.origin}/`, schedule: 'off', ...body },
  });
  expect(created.statusCode).toBe(201);
  await context.jobs.drain();
  return created.json().id as string;
}

async function detail(token: string, id: string) {
  const response = await call(context.app, 'GET', `/knowledge/sources/${id}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    status: string;
    message: string | null;
    pages: number;
    lastSyncSummary: string;
    pageList: Page[];
  };
}

async function sync(token: string, id: string) {
  const response = await call(context.app, 'POST', `/knowledge/sources/${id}/sync`, { token });
  expect(response.statusCode).toBe(202);
  await context.jobs.drain();
}

const passageTexts = async (organizationId: string) =>
  (
    await context.database.db
      .select({ text: contentPassages.text })
      .from(contentPassages)
      .where(eq(contentPassages.organizationId, organizationId))
  ).map((row) => row.text);

describe('website sources', () => {
  it('crawls the site politely and safely, and answers from one of its pages', async () => {
    const business = await signUpWithOrganization(context);
    const id = await addWebsite(business.token);
    const source = await detail(business.token, id);
    expect(source.status).toBe('ready');
    const byPath = new Map(source.pageList.map((page) => [new URL(page.url).pathname, page]));
    expect(byPath.get('/pricing')).toMatchObject({ status: 'fetched', title: 'Pricing' });
    expect(byPath.get('/pricing')!.passages).toBeGreaterThan(0);
    // Found only through the home page's links, not the sitemap.
    expect(byPath.get('/contact')).toMatchObject({ status: 'fetched' });
    expect(byPath.get('/private/secret')).toMatchObject({
      status: 'skipped',
      reason: 'robots.txt',
    });
    expect(byPath.get('/brochure.pdf')).toMatchObject({ status: 'skipped', reason: 'not HTML' });
    expect(byPath.get('/missing')).toMatchObject({ status: 'failed', reason: 'HTTP 404' });
    expect(byPath.get('/slow')).toMatchObject({ status: 'failed', reason: 'timeout' });
    expect(byPath.get('/huge')).toMatchObject({ status: 'failed', reason: 'too large' });
    expect(byPath.get('/deep')).toMatchObject({ status: 'failed', reason: 'nested too deeply' });
    expect(byPath.get('/old-metadata')).toMatchObject({ status: 'failed' });
    expect(byPath.get('/old-metadata')!.reason).toMatch(/refused: .*metadata/);
    expect(site.state.hits.get('/private/secret')).toBeUndefined();
    expect(source.pages).toBe(4);
    expect(source.lastSyncSummary).toBe('4 pages changed, 0 removed');

    // Main content only: no navigation, header, footer or cookie banner; headings kept.
    const texts = (await passageTexts(business.organization.id)).join('\n');
    expect(texts).toContain('zorkmids');
    expect(texts).toContain('Platinum plan');
    for (const chrome of ['quasar', 'zeppelin', 'nebulon', 'marmalade']) {
      expect(texts).not.toContain(chrome);
    }
    // Pages are knowledge, not snippets: the snippets list stays as the business wrote it.
    expect((await call(context.app, 'GET', '/contents', { token: business.token })).json()).toEqual(
      [],
    );

    const { key } = await createPublicKey(context, business.token);
    const answer = await askOperator(
      context.app,
      key,
      'How much does the platinum whitening plan cost?',
    );
    expect(answer).toContain('99 zorkmids');

    // Sources on answers name their page (issue 25): the widget's lookup shows its URL and title.
    const turn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key },
      payload: { message: 'How much does the platinum whitening plan cost?' },
    });
    const lookup = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/lookup',
      headers: { authorization: key },
      payload: { conversationId: turn.json().conversationId },
    });
    expect(lookup.statusCode).toBe(200);
    const shownSources = lookup.json().conversation.messages[1].sources;
    const page = expect.objectContaining({ url: `${site.origin}/pricing`, title: 'Pricing' });
    expect(shownSources).toContainEqual(page);
    // The turn's own reply names it too, and so does the business's review.
    expect(turn.json().messages[1].sources).toContainEqual(page);
    const review = await call(context.app, 'GET', `/conversations/${turn.json().conversationId}`, {
      token: business.token,
    });
    expect(review.json().messages[1].sources).toContainEqual(page);

    const list = await call(context.app, 'GET', '/knowledge/sources', { token: business.token });
    expect(list.json().results).toEqual([
      expect.objectContaining({ id, status: 'ready', pages: 4 }),
    ]);
  });

  it('keeps one set of passages over ten syncs of an unchanged site, writing no page rows', async () => {
    const business = await signUpWithOrganization(context);
    const id = await addWebsite(business.token);
    const first = (await passageTexts(business.organization.id)).sort();
    const conditionalBefore = site.state.conditional;
    const writes = await context.recordQueries(() => sync(business.token, id));
    const pageWrites = writes.filter((query) =>
      /^(insert into|update|delete from) "(knowledge_source_pages|contents|content_passages)"/i.test(
        query,
      ),
    );
    expect(pageWrites).toEqual([]);
    expect(site.state.conditional - conditionalBefore).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 9; i++) await sync(business.token, id);
    expect((await passageTexts(business.organization.id)).sort()).toEqual(first);
    const source = await detail(business.token, id);
    expect(source.lastSyncSummary).toBe('0 pages changed, 0 removed');
    expect(source.pageList.find((page) => page.url.endsWith('/pricing'))?.status).toBe('unchanged');
  });

  it('replaces a changed page and drops a page gone from the site', async () => {
    const business = await signUpWithOrganization(context);
    const id = await addWebsite(business.token);
    try {
      site.state.aboutVersion = 2;
      site.state.linkContact = false;
      await sync(business.token, id);
      const texts = (await passageTexts(business.organization.id)).join('\n');
      expect(texts).toContain('Brambleworth');
      expect(texts).not.toContain('Quillfeather');
      expect(texts).not.toContain('4471');
      const source = await detail(business.token, id);
      // The home page's navigation lost a link, but its main content did not change: it is not
      // rewritten. The about page changed; the contact page is gone.
      expect(source.lastSyncSummary).toBe('1 page changed, 1 removed');
      expect(source.pageList.find((page) => page.url.endsWith('/contact'))).toMatchObject({
        status: 'failed',
        reason: 'HTTP 404',
        passages: 0,
      });
      expect(source.pages).toBe(3);
    } finally {
      site.state.aboutVersion = 1;
      site.state.linkContact = true;
    }
  });

  it('syncs a scheduled source again when the sweep finds it due', async () => {
    const business = await signUpWithOrganization(context);
    const id = await addWebsite(business.token, { schedule: 'daily' });
    const first = await call(context.app, 'GET', `/knowledge/sources/${id}`, {
      token: business.token,
    });
    const { last_synced_at, next_sync_at } = first.json();
    expect(Date.parse(next_sync_at) - Date.parse(last_synced_at)).toBe(24 * 60 * 60_000);
    try {
      site.state.aboutVersion = 2;
      // Not due yet: the sweep leaves it alone.
      await context.jobs.add('knowledge-sources-sweep', {});
      await context.jobs.drain();
      expect((await detail(business.token, id)).lastSyncSummary).toBe('4 pages changed, 0 removed');
      await context.database.db
        .update(knowledgeSources)
        .set({ nextSyncAt: new Date(Date.now() - 1000) })
        .where(eq(knowledgeSources.id, id));
      await context.jobs.add('knowledge-sources-sweep', {});
      await context.jobs.drain();
      await context.jobs.drain();
      expect((await detail(business.token, id)).lastSyncSummary).toBe('1 page changed, 0 removed');
    } finally {
      site.state.aboutVersion = 1;
    }
  });

  it('deletes a source with its pages and their passages', async () => {
    const business = await signUpWithOrganization(context);
    const id = await addWebsite(business.token);
    expect((await passageTexts(business.organization.id)).length).toBeGreaterThan(0);
    const removed = await call(context.app, 'DELETE', `/knowledge/sources/${id}`, {
      token: business.token,
    });
    expect(removed.statusCode).toBe(204);
    expect(await passageTexts(business.organization.id)).toEqual([]);
    const left = await context.database.db
      .select()
      .from(contents)
      .where(eq(contents.organizationId, business.organization.id));
    expect(left).toEqual([]);
  });

  it("answers 404 for another tenant's source on get, sync and delete", async () => {
    const owner = await signUpWithOrganization(context, 'Owner Co');
    const stranger = await signUpWithOrganization(context, 'Stranger Co');
    const id = await addWebsite(owner.token);
    const token = stranger.token;
    expect((await call(context.app, 'GET', `/knowledge/sources/${id}`, { token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(context.app, 'POST', `/knowledge/sources/${id}/sync`, { token })).statusCode,
    ).toBe(404);
    expect(
      (await call(context.app, 'DELETE', `/knowledge/sources/${id}`, { token })).statusCode,
    ).toBe(404);
    expect(
      (await call(context.app, 'GET', '/knowledge/sources', { token })).json().results,
    ).toEqual([]);
    expect((await detail(owner.token, id)).status).toBe('ready');
  });

  it('refuses an invalid website body with 400', async () => {
    const { token } = await signUpWithOrganization(context);
    const response = await call(context.app, 'POST', '/knowledge/sources', {
      token,
      body: { type: 'website', url: 'ftp://example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Use an http or https address.');
    const document = (await context.app.inject('/api/v1/openapi.json')).json();
    const operation = document.paths['/api/v1/knowledge/sources'].post;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'url',
    );
  });
});

describe('the plan page limit', () => {
  let big: Awaited<ReturnType<typeof startFixtureSite>>;
  beforeAll(async () => {
    big = await startFixtureSite({ extraPages: 60 });
  });
  afterAll(async () => {
    await big?.close();
  });

  it('stops the crawl at the plan limit and says so', async () => {
    const business = await signUpWithOrganization(context, 'Small Co', { plan: 'starter' });
    const created = await call(context.app, 'POST', '/knowledge/sources', {
      token: business.token,
      body: {
        type: 'website',
        url: `${big.origin}/`,
        schedule: 'off',
        maxPages: 200,
        exclude: ['/slow', '/huge', '/old-metadata'],
      },
    });
    expect(created.statusCode).toBe(201);
    await context.jobs.drain();
    const source = await detail(business.token, created.json().id);
    expect(source.pages).toBeLessThanOrEqual(50);
    expect(source.message).toMatch(/^Found \d+ pages; your plan allows 50$/);
    expect(Number(/Found (\d+)/.exec(source.message!)![1])).toBeGreaterThan(60);
    // The pages past the limit are listed as skipped, with why.
    const overLimit = source.pageList.filter((page) => page.reason === 'over the page limit');
    expect(overLimit.length).toBeGreaterThan(0);
    expect(overLimit.every((page) => page.status === 'skipped')).toBe(true);
  }, 30_000);
});
