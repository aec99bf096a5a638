import type { ConversationFilters } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { ApiRequestError, apiHeaders, buildUrl } from '@/lib/api-client';

/**
 * Downloads the filtered list as CSV. A link cannot carry the bearer token, so the file is
 * fetched with it and handed to the browser as a Blob.
 */
export async function downloadConversationsCsv(filters: ConversationFilters): Promise<void> {
  const response = await fetch(buildUrl(apiPaths.conversations.export, { ...filters }), {
    headers: apiHeaders(),
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, await response.json().catch(() => undefined));
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'conversations.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
