import type { KnowledgeSource } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useCreateInList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** POST /knowledge/sources as multipart/form-data, the file in the field `file`. */
export function uploadSourceFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm<KnowledgeSource>(apiPaths.knowledgeSources.list, form);
}

/** Uploads a file as a source; the list refetches, with the quota (a source counts as content). */
export function useUploadSourceFile() {
  return useCreateInList(queryKeys.knowledgeSources, uploadSourceFile, [queryKeys.billingQuota]);
}
