import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, refreshAfterChange } from './query-keys';

function cacheWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  return queryClient;
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('query keys', () => {
  it("keeps each organization's data under its own prefix", () => {
    expect(queryKeys.tools('org-1').slice(0, 2)).toEqual(queryKeys.organization('org-1'));
    expect(queryKeys.dashboardAnalytics('org-1').slice(0, 3)).toEqual(queryKeys.dashboard('org-1'));
    expect(queryKeys.conversationList('org-1', {}).slice(0, 4)).toEqual(
      queryKeys.conversationLists('org-1'),
    );
    expect(queryKeys.tools(undefined)).not.toEqual(queryKeys.tools('org-1'));
  });

  it("refreshes the changed list and that organization's dashboard, nothing else", async () => {
    const queryClient = cacheWith([
      queryKeys.tools('org-1'),
      queryKeys.dashboardAnalytics('org-1'),
      queryKeys.dashboardSuggestions('org-1'),
      queryKeys.contents('org-1'),
      queryKeys.dashboardAnalytics('org-2'),
    ]);

    await refreshAfterChange(queryClient, 'org-1', queryKeys.tools('org-1'));

    expect(isStale(queryClient, queryKeys.tools('org-1'))).toBe(true);
    expect(isStale(queryClient, queryKeys.dashboardAnalytics('org-1'))).toBe(true);
    expect(isStale(queryClient, queryKeys.dashboardSuggestions('org-1'))).toBe(true);
    expect(isStale(queryClient, queryKeys.contents('org-1'))).toBe(false);
    expect(isStale(queryClient, queryKeys.dashboardAnalytics('org-2'))).toBe(false);
  });

  it("keeps the plan's data under one billing prefix, so a plan change refreshes all of it", () => {
    const billing = queryKeys.billing('org-1');
    for (const key of [
      queryKeys.billingStatus('org-1'),
      queryKeys.billingQuota('org-1'),
      queryKeys.features('org-1'),
      queryKeys.subscriptions('org-1'),
    ]) {
      expect(key.slice(0, billing.length)).toEqual(billing);
    }
    expect(queryKeys.plans('org-1').slice(0, 3)).not.toEqual(billing);
    expect(queryKeys.features('org-2')).not.toEqual(queryKeys.features('org-1'));
  });
});
