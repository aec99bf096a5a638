import type { Feature } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** What a failed GET /features says when the server gave no message (spec section 8). */
export const FEATURES_ERROR_MESSAGE = 'Failed to fetch features';

export interface FeaturesState {
  /** The plan's features; empty without an organization, without a live plan, or on failure. */
  features: Feature[];
  /**
   * True until the current organization's first answer, and while no organization is known yet
   * (the session is still loading it): a page holds nothing back on a list it has not seen.
   */
  isLoading: boolean;
  /** The failure's message, else null. */
  error: string | null;
}

/**
 * The selected organization's plan features (GET /features), shared by every page a plan gates.
 * The query is keyed by the organization, so a switch of organization loads its own list.
 */
export function useFeatures(): FeaturesState {
  const query = useOrganizationQuery<Feature[]>(queryKeys.features, apiPaths.features);
  if (query.isError) {
    return {
      features: [],
      isLoading: false,
      error: errorMessage(query.error, FEATURES_ERROR_MESSAGE),
    };
  }
  return { features: query.data ?? [], isLoading: query.isPending, error: null };
}

/** What the plan lets the organization do about adding one more of a counted resource. */
export type AddAllowance =
  /** The features or the count are not known yet: nothing is held back. */
  | { kind: 'unknown' }
  | { kind: 'allowed' }
  /** The plan does not include the resource at all. */
  | { kind: 'missing' }
  /** The count is at or above the plan's maximum. */
  | { kind: 'limit'; max: number };

/**
 * Whether one more `resource` (contents, tools) may be added: the plan must include it, and the
 * count must stay under its `<resource>.add` maximum (the server's rule, which enforces it too).
 */
export function addAllowance(
  state: FeaturesState,
  resource: 'contents' | 'tools',
  count: number | undefined,
): AddAllowance {
  if (state.isLoading) return { kind: 'unknown' };
  const maxOf = (key: string) => state.features.find((feature) => feature.feature === key)?.max;
  if (!state.features.some((feature) => feature.feature === resource)) return { kind: 'missing' };
  const max = maxOf(`${resource}.add`) ?? maxOf(resource);
  if (max === undefined) return { kind: 'allowed' };
  if (count === undefined) return { kind: 'unknown' };
  return count >= Number(max) ? { kind: 'limit', max: Number(max) } : { kind: 'allowed' };
}
