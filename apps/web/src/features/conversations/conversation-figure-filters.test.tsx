import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubResponse } from '@/test/fetch-stub';
import {
  detailRoutes,
  first,
  LIST,
  PATH,
  renderConversations,
} from '@/test/fixtures/conversations';

const slow = { timeout: 5000 };
const EXPORT = 'GET /api/v1/conversations/export';

/** Records the query of every list request. */
function listRecorder(body: object = { results: [first], total: 1 }) {
  const queries: URLSearchParams[] = [];
  const handler = ({ url }: { url: URL }): StubResponse => {
    queries.push(url.searchParams);
    return { body };
  };
  return { queries, handler };
}

afterEach(() => vi.restoreAllMocks());

describe('a dashboard figure opened in the conversation list', () => {
  const start = new Date(2025, 2, 1).getTime();
  const end = new Date(2025, 2, 30).getTime();
  const link = `${PATH}?resolution=resolved&startDate=${start}&endDate=${end}`;

  it('asks for exactly what the figure counted, archived ones too, and shows the filter', async () => {
    const list = listRecorder();
    const { router, user } = renderConversations(
      { [LIST]: list.handler, ...detailRoutes([first]) },
      link,
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' }, slow);
    expect(within(chips).getByText('Resolved')).toBeInTheDocument();
    expect(screen.getByText(/Dates are the days conversations started/)).toBeInTheDocument();
    await waitFor(() => expect(list.queries.length).toBeGreaterThan(0));
    const query = list.queries.at(-1);
    expect(query?.get('resolution')).toBe('resolved');
    expect(query?.get('startDate')).toBe(String(start));
    expect(query?.get('endDate')).toBe(String(end));
    expect(query?.has('archived')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear filter: Resolved' }));
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).has('resolution')).toBe(false),
      slow,
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(list.queries.at(-1)?.get('archived')).toBe('false'));
  });

  it('reads the CSAT and feedback filters from the address too', async () => {
    const list = listRecorder();
    renderConversations(
      { [LIST]: list.handler, ...detailRoutes([first]) },
      `${PATH}?rated=true&feedback=down`,
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' }, slow);
    expect(within(chips).getByText('Rated by the customer')).toBeInTheDocument();
    expect(within(chips).getByText("Marked 'Not helpful'")).toBeInTheDocument();
    await waitFor(() => expect(list.queries.at(-1)?.get('rated')).toBe('true'));
    expect(list.queries.at(-1)?.get('feedback')).toBe('down');
  });

  it('says how many match when the list is cut at its bound', async () => {
    const list = listRecorder({ results: [first], total: 812 });
    renderConversations({ [LIST]: list.handler, ...detailRoutes([first]) }, link);
    expect(await screen.findByText('1 of 812 conversations', {}, slow)).toBeInTheDocument();
  });

  it("downloads the filtered list with 'Export CSV'", async () => {
    const createObjectURL = vi.fn(() => 'blob:conversations');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const list = listRecorder();
    const { calls, user } = renderConversations(
      { [LIST]: list.handler, [EXPORT]: { body: 'id,created_at' }, ...detailRoutes([first]) },
      link,
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, slow));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = calls.find((call) => call.path === '/api/v1/conversations/export');
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    const [[blob]] = createObjectURL.mock.calls as unknown as [[Blob]];
    expect(await blob.text()).toContain('id,created_at');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('blob:conversations');
    expect(anchor.download).toBe('conversations.csv');
    const exportUrl = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([input]) => String(input).includes('/conversations/export'))?.[0];
    const params = new URL(String(exportUrl), 'http://localhost').searchParams;
    expect(params.get('resolution')).toBe('resolved');
    expect(params.get('startDate')).toBe(String(start));
  });
});
