import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { apiError, type StubResponse, type StubRoutes, testOrganization } from '@/test/fetch-stub';
import { expectPlanLimitTooltip } from '@/test/plan-limit';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { KnowledgePage } from './knowledge-page';

const PATH = '/dashboard/knowledge';
const CONTENTS = '/api/v1/contents';

const long = `${'a'.repeat(150)}THE REST OF THE TEXT`;
const items = [
  { id: 'c2', text: long, created_at: '2025-03-02T10:00:00.000Z' },
  { id: 'c1', text: 'We are open from 9 to 5.', created_at: '2025-03-01T10:00:00.000Z' },
];

// The page lists websites and files too (knowledge-sources.test.tsx); none here.
const renderPage = (routes: StubRoutes) =>
  renderOrganizationPage(PATH, <KnowledgePage />, {
    'GET /api/v1/knowledge/sources': { body: { results: [] } },
    ...routes,
  });

describe('KnowledgePage', () => {
  it('shows the loading state, then the empty state', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    renderPage({ [`GET ${CONTENTS}`]: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading knowledge content...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: [] });
    expect(await screen.findByText('No knowledge content yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('truncates the preview at 150 characters and expands the rest', async () => {
    const { user } = renderPage({ [`GET ${CONTENTS}`]: { body: items } });

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const longRow = rows[1] as HTMLElement;
    expect(within(longRow).getByText(`${'a'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(longRow).queryByText(/THE REST/)).not.toBeInTheDocument();

    const toggle = within(longRow).getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(longRow).getByText(long)).toBeInTheDocument();
    expect(within(longRow).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(longRow).getByRole('button', { name: 'Show less' }));
    expect(within(longRow).queryByText(/THE REST/)).not.toBeInTheDocument();

    // A short item shows whole, with nothing to expand.
    const shortRow = rows[2] as HTMLElement;
    expect(within(shortRow).getByText('We are open from 9 to 5.')).toBeInTheDocument();
    expect(within(shortRow).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });

  it('counts characters, refuses blank or too long text, then adds and refreshes', async () => {
    let list = items;
    const { calls, user } = renderPage({
      [`GET ${CONTENTS}`]: () => ({ body: list }),
      [`POST ${CONTENTS}`]: ({ body }) => {
        const created = {
          id: 'c3',
          text: (body as { text: string }).text,
          created_at: '2025-03-03T10:00:00.000Z',
        };
        list = [created, ...list];
        return { status: 201, body: created };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add knowledge content' });
    const field = within(dialog).getByLabelText('Content');
    expect(within(dialog).getByText('0/5000')).toBeInTheDocument();

    await user.type(field, '   ');
    expect(within(dialog).getByText('3/5000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    expect(await within(dialog).findByText('Text is required.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    expect(within(dialog).getByText('5001/5000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    expect(
      await within(dialog).findByText('Text must be 5000 characters or less.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, ' Returns are free for 30 days. ');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));

    await toastWith('Knowledge content added successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Returns are free for 30 days.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Returns are free for 30 days.')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it("shows each item's language, nothing for an item the server sent none", async () => {
    renderPage({
      [`GET ${CONTENTS}`]: {
        body: [
          { ...items[1], language: 'es' },
          { id: 'c0', text: 'An item from an older server.', created_at: items[1]?.created_at },
        ],
      },
    });
    const [, withLanguage, without] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(withLanguage as HTMLElement).getByRole('combobox', {
        name: 'Language of this snippet',
      }),
    ).toHaveTextContent('Spanish');
    expect(
      within(without as HTMLElement).queryByRole('combobox', { name: 'Language of this snippet' }),
    ).not.toBeInTheDocument();
  });

  it('sends the language chosen when adding, none when it is left to detection', async () => {
    const { calls, user } = renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      [`POST ${CONTENTS}`]: ({ body }) => ({
        status: 201,
        body: {
          id: 'c3',
          created_at: '2025-03-03T10:00:00.000Z',
          language: 'en',
          ...(body as object),
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add knowledge content' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveTextContent('Detect automatically');
    await user.click(language);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Detect automatically',
      'English',
      'Spanish',
      'French',
      'German',
      'Portuguese',
      'Italian',
      'Dutch',
      'Polish',
      'Turkish',
      'Japanese',
    ]);
    await user.click(screen.getByRole('option', { name: 'French' }));
    expect(language).toHaveTextContent('French');
    await user.type(within(dialog).getByLabelText('Content'), 'Nous livrons en 3 jours.');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    await toastWith('Knowledge content added successfully');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      text: 'Nous livrons en 3 jours.',
      language: 'fr',
    });

    // The next opening starts over on detection, and sends no language.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    dialog = await screen.findByRole('dialog', { name: 'Add knowledge content' });
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveTextContent(
      'Detect automatically',
    );
    await user.type(within(dialog).getByLabelText('Content'), 'We ship in 3 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        text: 'We ship in 3 days.',
      }),
    );
  });

  it("changes an item's language by hand with PATCH /contents/{id}, then refreshes", async () => {
    let list = items.map((item) => ({ ...item, language: 'en' }));
    const { calls, user } = renderPage({
      [`GET ${CONTENTS}`]: () => ({ body: list }),
      'PATCH /api/v1/contents/c1': ({ body }) => {
        list = list.map((item) => (item.id === 'c1' ? { ...item, ...(body as object) } : item));
        return { body: list.find((item) => item.id === 'c1') };
      },
    });

    const row = (await screen.findByText('We are open from 9 to 5.')).closest('tr') as HTMLElement;
    const select = within(row).getByRole('combobox', { name: 'Language of this snippet' });
    expect(select).toHaveTextContent('English');
    const listReads = calls.filter(
      (call) => call.method === 'GET' && call.path === CONTENTS,
    ).length;
    await user.click(select);
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    await user.click(screen.getByRole('option', { name: 'German' }));

    await toastWith('Language set to German');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v1/contents/c1',
      body: { language: 'de' },
    });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path === CONTENTS).length,
      ).toBeGreaterThan(listReads),
    );
    expect(
      within(row).getByRole('combobox', { name: 'Language of this snippet' }),
    ).toHaveTextContent('German');
    // The other item keeps its own.
    const other = screen.getByText(`${'a'.repeat(150)}…`).closest('tr') as HTMLElement;
    expect(
      within(other).getByRole('combobox', { name: 'Language of this snippet' }),
    ).toHaveTextContent('English');
  });

  it('says so and keeps the language when changing it fails', async () => {
    const { user } = renderPage({
      [`GET ${CONTENTS}`]: { body: [{ ...items[1], language: 'en' }] },
      'PATCH /api/v1/contents/c1': { status: 500 },
    });
    const select = await screen.findByRole('combobox', { name: 'Language of this snippet' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Italian' }));
    await toastWith('Failed to change the language of the knowledge content');
    expect(select).toHaveTextContent('English');
  });

  it("marks the dashboard's counts and suggestions stale once content is added", async () => {
    const { queryClient, user } = renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      [`POST ${CONTENTS}`]: { status: 201, body: items[1] },
    });
    const analytics = queryKeys.dashboardAnalytics(testOrganization.id);
    const suggestions = queryKeys.dashboardSuggestions(testOrganization.id);
    queryClient.setQueryData(analytics, { contents: 2 });
    queryClient.setQueryData(suggestions, { contents: false });

    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Content'), 'Some text');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));

    await toastWith('Knowledge content added successfully');
    expect(queryClient.getQueryState(analytics)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(suggestions)?.isInvalidated).toBe(true);
  });

  it('keeps the dialog open with the failure toast when adding fails', async () => {
    const { user } = renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      [`POST ${CONTENTS}`]: { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Content'), 'Some text');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    await toastWith('Failed to add knowledge content');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Some text');
  });

  it('deletes after a confirmation, with the toasts', async () => {
    let list = items;
    let answerDelete: ((value: StubResponse) => void) | undefined;
    const { calls, user } = renderPage({
      [`GET ${CONTENTS}`]: () => ({ body: list }),
      [`DELETE ${CONTENTS}/c1`]: () =>
        new Promise((resolve) => {
          answerDelete = resolve;
        }),
      [`DELETE ${CONTENTS}/c2`]: { status: 500 },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Delete content: We are open from 9 to 5.' }),
    );
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this content?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(
      screen.getByRole('button', { name: 'Delete content: We are open from 9 to 5.' }),
    );
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await waitFor(() => expect(answerDelete).toBeDefined());
    list = items.filter((item) => item.id !== 'c1');
    answerDelete?.({ status: 204 });

    await toastWith('Knowledge content deleted successfully');
    await waitFor(() =>
      expect(screen.queryByText('We are open from 9 to 5.')).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: /^Delete content: a+…$/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Failed to delete knowledge content');
    // The confirmation stays open for another try; cancelling leaves the item in place.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('offers an upgrade and holds adding back when the plan has no knowledge', async () => {
    const { user } = renderPage({
      [`GET ${CONTENTS}`]: { body: [] },
      'GET /api/v1/features': { body: [] },
    });
    const prompt = await screen.findByRole('note', {
      name: 'Your plan does not include knowledge',
    });
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    const add = screen.getByRole('button', { name: 'Add Content' });
    await expectPlanLimitTooltip(user, add, 'Content limit reached');
  });

  it("holds adding back at the plan's maximum (contents.add), not below it", async () => {
    const features = (max: string) => ({
      body: [
        { feature: 'contents', max },
        { feature: 'contents.add', max },
      ],
    });
    renderPage({ [`GET ${CONTENTS}`]: { body: items }, 'GET /api/v1/features': features('2') });
    const prompt = await screen.findByRole('note', { name: 'Knowledge limit reached' });
    expect(prompt).toHaveTextContent('Your plan includes 2 knowledge items.');
    expect(screen.getByRole('button', { name: 'Add Content' })).toBeDisabled();
  });

  it('lets a plan with room left add', async () => {
    renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      'GET /api/v1/features': {
        body: [
          { feature: 'contents', max: '3' },
          { feature: 'contents.add', max: '3' },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Add Content' })).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says the features failure, and holds adding back with an empty list', async () => {
    renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      'GET /api/v1/features': apiError(500, 'internal', 'Plans are unavailable.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are unavailable.');
    expect(screen.getByRole('button', { name: 'Add Content' })).toBeDisabled();
  });

  it('marks the billing quota stale once content is added or deleted', async () => {
    const { queryClient, user } = renderPage({
      [`GET ${CONTENTS}`]: { body: items },
      [`POST ${CONTENTS}`]: { status: 201, body: items[1] },
      [`DELETE ${CONTENTS}/c1`]: { status: 204 },
    });
    const quota = queryKeys.billingQuota(testOrganization.id);
    queryClient.setQueryData(quota, []);

    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Content'), 'Some text');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    await toastWith('Knowledge content added successfully');
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(true);

    queryClient.setQueryData(quota, []);
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      screen.getByRole('button', { name: 'Delete content: We are open from 9 to 5.' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await toastWith('Knowledge content deleted successfully');
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(true);
  });
});
