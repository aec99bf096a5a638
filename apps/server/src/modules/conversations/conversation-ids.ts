import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/params';

export const notFound = () => new AppError('not_found', 'Conversation not found.');

/** A conversation id that cannot exist is simply not found, before anything is started. */
export function checkedConversationId(conversationId: string | undefined) {
  if (conversationId && !isUuid(conversationId)) throw notFound();
  return conversationId;
}
