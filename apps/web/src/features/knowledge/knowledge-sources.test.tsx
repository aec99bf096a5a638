import type { KnowledgeSource, KnowledgeSourceDetail } from '@frontdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubResponse, StubRoutes } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { KnowledgePage } from './knowledge-page';

const PATH = '/dashboard/knowledge';
const CONTENTS = '/api/v1/contents';
const SOURCES = '/api/v1/knowledge/sources';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function source(overrides: Partial<KnowledgeSource>): KnowledgeSource {
  return {
    id: 's1',
    type: 'website',
    name: 'https://acme.test',
    url: 'https://acme.test',
    status: 'ready',
    message: null,
    schedule: 'weekly',
    maxPages: 500,
    include: [],
    exclude: [],
    pagesFound: 0,
    pagesDone: 0,
    pages: 0,
    lastSyncSummary: null,
    last_synced_at: null,
    next_sync_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const website = source({
  id: 's1',
  pages: 500,
  pagesFound: 740,
  pagesDone: 500,
  message: 'Found 740 pages; your plan allows 500',
  lastSyncSummary: '12 pages changed, 3 removed',
  last_synced_at: hoursAgo(2),
  next_sync_at: daysAhead(3),
});
const failedFile = source({
  id: 's2',
  type: 'file',
  name: 'scan.pdf',
  url: null,
  status: 'failed',
  message: 'This PDF has no text layer',
  schedule: 'off',
});
const crawling = source({
  id: 's3',
  name: 'https://help.acme.test',
  url: 'https://help.acme.test',
  status: 'crawling',
  pagesFound: 40,
  pagesDone: 12,
});

const renderPage = (routes: StubRoutes) =>
  renderOrganizationPage(PATH, <KnowledgePage />, {
    [`GET ${CONTENTS}`]: { body: [] },
    ...routes,
  });

const sourcesSection = async () =>
  (await screen.findByRole('heading', { name: 'Websites and files' })).closest(
    '[data-slot="card"]',
  ) as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('Knowledge: websites and files', () => {
  it('shows the loading state, then the empty state, beside the snippets', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    renderPage({ [`GET ${SOURCES}`]: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading websites and files...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: { results: [] } });
    expect(await screen.findByText('No websites or files yet')).toBeInTheDocument();
    // The snippets keep their own card and texts.
    expect(screen.getByText('No knowledge content yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Content' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderPage({ [`GET ${SOURCES}`]: { status: 500 } });
    const section = await sourcesSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load websites and files.',
    );
  });

  it('lists the sources with status, pages, last and next sync, and what the plan held back', async () => {
    renderPage({ [`GET ${SOURCES}`]: { body: { results: [website, failedFile] } } });
    const section = await sourcesSection();
    const rows = within(await within(section).findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);

    const siteRow = rows[1] as HTMLElement;
    expect(within(siteRow).getByRole('button', { name: 'https://acme.test' })).toBeInTheDocument();
    expect(within(siteRow).getByText('Website')).toBeInTheDocument();
    expect(within(siteRow).getByText('Ready')).toBeInTheDocument();
    expect(within(siteRow).getByText('500')).toBeInTheDocument();
    expect(within(siteRow).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(siteRow).getByText('12 pages changed, 3 removed')).toBeInTheDocument();
    expect(within(siteRow).getByText('in 3 days')).toBeInTheDocument();
    expect(within(siteRow).getByText('Found 740 pages; your plan allows 500')).toBeInTheDocument();
    expect(within(siteRow).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(siteRow).getByRole('button', { name: 'Sync now: https://acme.test' }),
    ).toBeEnabled();

    const fileRow = rows[2] as HTMLElement;
    expect(within(fileRow).getByText('File')).toBeInTheDocument();
    expect(within(fileRow).getByText('Failed')).toBeInTheDocument();
    expect(within(fileRow).getByText('This PDF has no text layer')).toBeInTheDocument();
    expect(within(fileRow).getByText('Never')).toBeInTheDocument();
    expect(within(section).getByText('1 website, 1 file')).toBeInTheDocument();
  });

  it('shows the progress of a crawl and polls every 2 s until none runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = crawling;
    renderPage({ [`GET ${SOURCES}`]: () => ({ body: { results: [current] } }) });
    const section = await sourcesSection();
    const bar = await within(section).findByRole('progressbar', {
      name: 'Progress of https://help.acme.test',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(within(section).getByText('12 of 40 pages')).toBeInTheDocument();
    expect(within(section).getByText('Crawling')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Sync now: https://help.acme.test' }),
    ).toBeDisabled();

    current = { ...crawling, pagesDone: 30 };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(section).findByText('30 of 40 pages')).toBeInTheDocument();

    current = {
      ...crawling,
      status: 'ready',
      pages: 40,
      pagesDone: 40,
      lastSyncSummary: '40 pages changed, 0 removed',
      last_synced_at: new Date().toISOString(),
    };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(section).findByText('Ready')).toBeInTheDocument();
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();

    // Nothing runs any more: no more calls.
    const listCalls = () => fetchCalls().filter((path) => path === SOURCES).length;
    const before = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(listCalls()).toBe(before);
  });

  it("validates the website's URL and posts the right body", async () => {
    let list: KnowledgeSource[] = [];
    const { calls, user } = renderPage({
      [`GET ${SOURCES}`]: () => ({ body: { results: list } }),
      [`POST ${SOURCES}`]: () => {
        list = [source({ id: 's9', name: 'https://shop.example.com', status: 'queued' })];
        return { status: 201, body: list[0] };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a website' });
    const url = within(dialog).getByLabelText('Website URL');
    const maxPages = within(dialog).getByLabelText('Max pages');
    expect(maxPages).toHaveValue('100');
    expect(within(dialog).getByLabelText('Sync schedule')).toHaveTextContent('Weekly');

    await user.type(url, 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(await within(dialog).findByText('Enter a valid URL.')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'ftp://shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(await within(dialog).findByText('Use an http or https address.')).toBeInTheDocument();

    await user.clear(maxPages);
    await user.type(maxPages, '0');
    expect(await within(dialog).findByText('Read at least 1 page.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.type(url, ' https://shop.example.com ');
    await user.clear(maxPages);
    await user.type(maxPages, '250');
    await user.click(within(dialog).getByLabelText('Sync schedule'));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    fireEvent.change(within(dialog).getByLabelText('Include'), {
      target: { value: '/help/*\n\n/docs/*' },
    });
    fireEvent.change(within(dialog).getByLabelText('Exclude'), {
      target: { value: '/blog/*, /tag/*' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));

    await toastWith('Website added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'website',
      url: 'https://shop.example.com',
      maxPages: 250,
      schedule: 'daily',
      include: ['/help/*', '/docs/*'],
      exclude: ['/blog/*', '/tag/*'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'https://shop.example.com' })).toBeVisible();
    expect(screen.getByText('Queued')).toBeInTheDocument();
  });

  it('uploads a file as multipart and refuses one over 20 MB', async () => {
    let list: KnowledgeSource[] = [];
    const { fetchMock, user } = renderPage({
      [`GET ${SOURCES}`]: () => ({ body: { results: list } }),
      [`POST ${SOURCES}`]: () => {
        list = [source({ id: 's8', type: 'file', name: 'prices.pdf', status: 'queued' })];
        return { status: 201, body: list[0] };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    const input = within(dialog).getByLabelText('File');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.html,.htm,.md,.markdown,.txt,.csv');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a file to upload.')).toBeInTheDocument();

    const huge = new File(['x'], 'manual.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'This file is larger than 20 MB. Upload a file of 20 MB or less.',
      ),
    ).toBeInTheDocument();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    const file = new File(['%PDF-1.4 prices'], 'prices.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await toastWith('File uploaded');
    const [url, init] = posts()[0] ?? [];
    expect(new URL(String(url), 'http://localhost').pathname).toBe(SOURCES);
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('prices.pdf');
    // The browser sets multipart/form-data with its boundary; a JSON type would break it.
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'prices.pdf' })).toBeVisible();
  });

  it("opens a source's pages with their statuses and reasons", async () => {
    const detail: KnowledgeSourceDetail = {
      ...website,
      pageList: [
        {
          url: 'https://acme.test/pricing',
          title: 'Pricing',
          status: 'fetched',
          reason: null,
          passages: 4,
          fetched_at: hoursAgo(2),
        },
        {
          url: 'https://acme.test/about',
          title: 'About us',
          status: 'unchanged',
          reason: null,
          passages: 2,
          fetched_at: hoursAgo(2),
        },
        {
          url: 'https://acme.test/private/a',
          title: null,
          status: 'skipped',
          reason: 'robots.txt',
          passages: 0,
          fetched_at: null,
        },
        {
          url: 'https://acme.test/gone',
          title: null,
          status: 'failed',
          reason: 'HTTP 404',
          passages: 0,
          fetched_at: null,
        },
      ],
    };
    const { user } = renderPage({
      [`GET ${SOURCES}`]: { body: { results: [website] } },
      [`GET ${SOURCES}/s1`]: { body: detail },
    });

    await user.click(await screen.findByRole('button', { name: 'https://acme.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'https://acme.test' });
    const rows = within(await within(dialog).findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByText('Pricing')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://acme.test/pricing',
    );
    expect(within(rows[1] as HTMLElement).getByText('Fetched')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Unchanged')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Skipped: robots.txt')).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText('Failed: HTTP 404')).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 fetched · 1 unchanged · 1 skipped · 1 failed'),
    ).toBeVisible();
  });

  it('syncs now, and deletes after a confirmation', async () => {
    let list = [website];
    const { calls, user } = renderPage({
      [`GET ${SOURCES}`]: () => ({ body: { results: list } }),
      [`POST ${SOURCES}/s1/sync`]: () => {
        list = [{ ...website, status: 'queued', pagesDone: 0, pagesFound: 0 }];
        return { status: 202, body: list[0] };
      },
      [`DELETE ${SOURCES}/s1`]: () => {
        list = [];
        return { status: 204 };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Sync now: https://acme.test' }));
    await toastWith('Sync started');
    expect(calls.some((call) => call.method === 'POST' && call.path === `${SOURCES}/s1/sync`)).toBe(
      true,
    );
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Waiting to start')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete source: https://acme.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this source?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Source deleted');
    expect(await screen.findByText('No websites or files yet')).toBeInTheDocument();
  });
});

/** The paths fetch was called with, in order. */
function fetchCalls(): string[] {
  const mock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}
