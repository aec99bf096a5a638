import type { AnswerTest } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRoutes } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { AnswerTestsPage } from './answer-tests-page';

const PATH = '/dashboard/knowledge/tests';
const TESTS = '/api/v1/answer-tests';
const CONTENTS = '/api/v1/contents';
const snippet = {
  id: '11111111-1111-4111-8111-111111111111',
  text: 'Parking at the hotel is free for guests.',
  created_at: '2025-03-01T10:00:00.000Z',
};

const result = (
  testId: string,
  passed: boolean,
  previouslyPassed: boolean | null,
  reason: string | null = null,
) => ({
  testId,
  passed,
  answer: 'Here is what I can tell you.',
  reason,
  previouslyPassed,
});

const passing: AnswerTest = {
  id: 't1',
  question: 'Is parking free?',
  expectation: 'cites',
  text: null,
  contentId: snippet.id,
  created_at: '2025-03-01T10:00:00.000Z',
  lastResult: result('t1', true, true),
};
const newlyFailing: AnswerTest = {
  id: 't2',
  question: 'How much is a double room?',
  expectation: 'contains',
  text: '$120',
  contentId: null,
  created_at: '2025-03-02T10:00:00.000Z',
  lastResult: result('t2', false, true, 'The answer does not contain "$120".'),
};

const renderPage = (routes: StubRoutes) =>
  renderOrganizationPage(PATH, <AnswerTestsPage />, {
    [`GET ${CONTENTS}`]: { body: [snippet] },
    ...routes,
  });

describe('AnswerTestsPage', () => {
  it('says how to start when there are no tests', async () => {
    renderPage({ [`GET ${TESTS}`]: { body: { results: [], lastRunAt: null } } });
    expect(
      await screen.findByText(
        'No answer tests yet. Add one, or save one from a conversation in review.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Answer tests', level: 1 })).toBeInTheDocument();
  });

  it('lists the newly failing first, with why, and sums up the last run', async () => {
    renderPage({
      [`GET ${TESTS}`]: {
        body: { results: [passing, newlyFailing], lastRunAt: '2025-03-03T10:00:00.000Z' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Answer tests' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('How much is a double room?');
    expect(within(items[0]!).getByText('Newly failing')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Contains "$120"');
    expect(items[0]).toHaveTextContent('The answer does not contain "$120".');
    expect(items[1]).toHaveTextContent('Passed');
    expect(items[1]).toHaveTextContent(`Cites "${snippet.text}"`);
    expect(within(items[1]!).queryByText('Newly failing')).not.toBeInTheDocument();
    expect(screen.getByText(/1 passed, 1 failed, 1 newly failing\./)).toBeInTheDocument();
  });

  it('adds a test: the fields follow the expectation', async () => {
    const { user, calls } = renderPage({
      [`GET ${TESTS}`]: { body: { results: [], lastRunAt: null } },
      [`POST ${TESTS}`]: { status: 201, body: passing },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Is parking free?');
    // 'Contains text' asks for the text, and refuses none.
    await user.click(screen.getByRole('button', { name: 'Add test' }));
    expect(await screen.findByText('Enter the text the answer must contain.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Expectation' }));
    for (const option of ['Contains text', 'Says it has no answer', 'Hands off to a person']) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Cites a snippet' }));
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Snippet' }));
    await user.click(await screen.findByRole('option', { name: snippet.text }));
    await user.click(screen.getByRole('button', { name: 'Add test' }));

    await toastWith('Answer test added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      question: 'Is parking free?',
      expectation: 'cites',
      text: '',
      contentId: snippet.id,
    });
  });

  it('runs the tests and says how many passed', async () => {
    const { user, calls } = renderPage({
      [`GET ${TESTS}`]: { body: { results: [passing], lastRunAt: null } },
      [`POST ${TESTS}/run`]: {
        body: { passed: 3, failed: 1, results: [] },
      },
    });
    await screen.findByRole('list', { name: 'Answer tests' });
    await user.click(screen.getByRole('button', { name: 'Run tests' }));
    await toastWith('3 passed, 1 failed');
    expect(calls.some((call) => call.method === 'POST' && call.path === `${TESTS}/run`)).toBe(true);
  });

  it('deletes a test after confirming', async () => {
    const { user, calls } = renderPage({
      [`GET ${TESTS}`]: { body: { results: [passing], lastRunAt: null } },
      [`DELETE ${TESTS}/t1`]: { status: 204 },
    });
    const item = await screen.findByRole('listitem', { name: 'Is parking free?' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this answer test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastWith('Answer test deleted');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === `${TESTS}/t1`)).toBe(
        true,
      ),
    );
  });
});
