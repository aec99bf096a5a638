import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { planById } from './subscription-state';

const context = useTestContext();

/** Requests sent all at once: what a double-clicking user or a script sends. */
const inParallel = (count: number, send: (index: number) => ReturnType<typeof call>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

/** How many answered each status, and the codes of the refusals. */
function tally(responses: Awaited<ReturnType<typeof call>>[]) {
  return {
    created: responses.filter((response) => response.statusCode === 201).length,
    refused: responses
      .filter((response) => response.statusCode !== 201)
      .map((response) => `${response.statusCode} ${response.json().code}`),
  };
}

describe('plan quotas under parallel requests', () => {
  it('lets exactly as many knowledge contents in as the plan allows', async () => {
    const { token } = await signUpWithOrganization(context, 'Parallel Contents', {
      plan: 'starter',
    });
    const allowed = planById('starter').limits['contents.add']!;
    const responses = await inParallel(allowed + 5, (index) =>
      call(context.app, 'POST', '/contents', { token, body: { text: `Fact number ${index}.` } }),
    );
    expect(tally(responses)).toEqual({
      created: allowed,
      refused: Array(5).fill('403 quota_exceeded'),
    });
    expect((await call(context.app, 'GET', '/contents', { token })).json()).toHaveLength(allowed);
  });

  it('lets exactly as many tools in as the plan allows', async () => {
    const { token } = await signUpWithOrganization(context, 'Parallel Tools', {
      plan: 'professional',
    });
    const allowed = planById('professional').limits['tools.add']!;
    const responses = await inParallel(allowed + 5, (index) =>
      call(context.app, 'POST', '/tools', {
        token,
        body: {
          name: `lookup_${index}`,
          description: 'Looks an order up by its number.',
          endpoint: 'https://shop.example.com/orders',
          method: 'GET',
          authentication: 'None',
        },
      }),
    );
    expect(tally(responses)).toEqual({
      created: allowed,
      refused: Array(5).fill('403 quota_exceeded'),
    });
    expect((await call(context.app, 'GET', '/tools', { token })).json()).toHaveLength(allowed);
  });
});
