import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api-client';
import { refreshAfterChange } from './query-keys';
import { useSession } from './session';

type KeyOf = (organizationId: string | undefined) => QueryKey;

/** The id of the session's organization, which every organization's query is keyed by. */
export function useOrganizationId(): string | undefined {
  return useSession().organization?.id;
}

/** GET `path` for the session's organization, keyed under it; nothing is asked without one. */
function organizationQueryOptions<T>(
  organizationId: string | undefined,
  queryKey: QueryKey,
  path: string,
) {
  return queryOptions({
    queryKey,
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) => api.get<T>(path, undefined, signal),
  });
}

/** The session organization's data at `path`, under the key `keyOf` gives for it. */
export function useOrganizationQuery<T>(keyOf: KeyOf, path: string) {
  const organizationId = useOrganizationId();
  return useQuery(organizationQueryOptions<T>(organizationId, keyOf(organizationId), path));
}

/**
 * Adds to one of the organization's lists. The list is refetched rather than patched, so it shows
 * the new item in the server's shape and order; the dashboard's counts follow, and so do the
 * queries `alsoChanged` names (e.g. the billing quota, which counts knowledge and tools).
 */
export function useCreateInList<TInput, TResult>(
  keyOf: KeyOf,
  create: (input: TInput) => Promise<TResult>,
  alsoChanged: KeyOf[] = [],
) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: create,
    onSuccess: () =>
      refreshAfterChange(
        queryClient,
        organizationId,
        ...[keyOf, ...alsoChanged].map((key) => key(organizationId)),
      ),
  });
}

/**
 * Deletes from one of the organization's lists: the item leaves the cached list at once. The
 * list, the dashboard and the queries `alsoChanged` names are refetched.
 */
export function useDeleteFromList<TItem extends { id: string }>(
  keyOf: KeyOf,
  remove: (id: string) => Promise<unknown>,
  alsoChanged: KeyOf[] = [],
) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  const queryKey = keyOf(organizationId);
  return useMutation({
    mutationFn: remove,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TItem[]>(queryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      return refreshAfterChange(
        queryClient,
        organizationId,
        queryKey,
        ...alsoChanged.map((key) => key(organizationId)),
      );
    },
  });
}
