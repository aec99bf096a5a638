import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { testOrganization } from '@/test/fetch-stub';
import { openAddDialogFilled } from '@/test/fixtures/tool-dialog';
import { orderTool, renderTools, stockTool, TOOLS } from '@/test/fixtures/tools';
import { expectPlanLimitTooltip } from '@/test/plan-limit';
import { toastWith } from '@/test/toast';

const FEATURES = 'GET /api/v1/features';
const starterFeatures = [
  { feature: 'contents', max: '3' },
  { feature: 'contents.add', max: '3' },
  { feature: 'conversation.prompt', max: '1000' },
];
const toolsUpTo = (max: string) => [
  { feature: 'tools', max },
  { feature: 'tools.add', max },
];

describe('ToolsPage and the plan', () => {
  it('shows the upsell instead of the tools when the plan has no tools', async () => {
    renderTools({ [`GET ${TOOLS}`]: { body: [orderTool] }, [FEATURES]: { body: starterFeatures } });

    const upsell = await screen.findByRole('heading', { name: 'Unlock the Power of AI Tools' });
    const card = upsell.closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(card).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Tool' })).not.toBeInTheDocument();
  });

  it("turns adding off at the plan's maximum, with the reason and an upgrade link", async () => {
    const { calls, user } = renderTools({
      [`GET ${TOOLS}`]: { body: [orderTool, stockTool] },
      [FEATURES]: { body: toolsUpTo('2') },
    });

    expect(await screen.findByRole('table')).toBeInTheDocument();
    const add = await screen.findByRole('button', { name: 'Add Tool' });
    await waitFor(() => expect(add).toBeDisabled());
    await expectPlanLimitTooltip(user, add, 'Tool limit reached');
    // The tools already there stay manageable.
    expect(screen.getByRole('button', { name: 'Edit tool get_order_status' })).toBeEnabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a plan with room left add a tool', async () => {
    renderTools({ [`GET ${TOOLS}`]: { body: [orderTool] }, [FEATURES]: { body: toolsUpTo('2') } });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tool' })).toBeEnabled();
  });

  it('marks the billing quota stale once a tool is added or deleted', async () => {
    const { queryClient, user } = renderTools({
      [`GET ${TOOLS}`]: { body: [orderTool] },
      [`POST ${TOOLS}`]: { status: 201, body: stockTool },
      [`DELETE ${TOOLS}/t1`]: { status: 204 },
    });
    const quota = queryKeys.billingQuota(testOrganization.id);
    queryClient.setQueryData(quota, []);

    const dialog = await openAddDialogFilled(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save tool' }));
    await toastWith('Tool added successfully');
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(true);

    queryClient.setQueryData(quota, []);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete tool get_order_status' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await toastWith('Tool deleted successfully');
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(true);
  });
});
