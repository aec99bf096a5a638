import type {
  AnswerTest,
  AnswerTestRun,
  ContentItem,
  CreateAnswerTest,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export interface AnswerTestList {
  results: AnswerTest[];
  lastRunAt: string | null;
}

/** The organization's answer tests, each with its latest verdict. */
export function useAnswerTests() {
  return useOrganizationQuery<AnswerTestList>(queryKeys.answerTests, apiPaths.answerTests.list);
}

/** The snippets a 'Cites a snippet' test may name (the knowledge list, newest first). */
export function useSnippets() {
  return useOrganizationQuery<ContentItem[]>(queryKeys.contents, apiPaths.contents.list);
}

/** After any change the list is read again: verdicts and order are the server's. */
function useAnswerTestsMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.answerTests(organizationId) }),
  });
}

export const useCreateAnswerTest = () =>
  useAnswerTestsMutation((input: CreateAnswerTest) =>
    api.post<AnswerTest>(apiPaths.answerTests.list, input),
  );

export const useDeleteAnswerTest = () =>
  useAnswerTestsMutation((id: string) => api.delete<void>(apiPaths.answerTests.byId(id)));

export const useRunAnswerTests = () =>
  useAnswerTestsMutation(() => api.post<AnswerTestRun>(apiPaths.answerTests.run));
