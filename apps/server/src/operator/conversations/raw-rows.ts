import type { MessageSource } from '../../platform/db/schema';
import type { ConversationRow, MessageRow } from './conversation-store';

/**
 * Rows of raw statements, read as `to_jsonb(row)`: snake_case keys, timestamps as text, the same
 * from node-postgres and PGlite (drizzle's column mapping does not run on raw statements).
 */
type Json = Record<string, unknown>;

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asDateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : asDate(value);
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const asJson = (value: unknown): Json =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Json;

export function conversationFromJson(value: unknown): ConversationRow {
  const row = asJson(value);
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    apiKeyId: asText(row.api_key_id),
    channel: String(row.channel),
    archived: Boolean(row.archived),
    messagesCount: Number(row.messages_count),
    visitorId: asText(row.visitor_id),
    visitorName: asText(row.visitor_name),
    visitorEmail: asText(row.visitor_email),
    status: String(row.status),
    assigneeId: asText(row.assignee_id),
    waitingSince: asDateOrNull(row.waiting_since),
    noAnswerStreak: Number(row.no_answer_streak ?? 0),
    contactEmail: asText(row.contact_email),
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    ratingComment: asText(row.rating_comment),
    waitingNotifiedAt: asDateOrNull(row.waiting_notified_at),
    handedOffAt: asDateOrNull(row.handed_off_at),
    confirmedAt: asDateOrNull(row.confirmed_at),
    language: String(row.language ?? 'en'),
    languageSource: String(row.language_source ?? 'default'),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

export function messageFromJson(value: unknown): MessageRow {
  const row = asJson(value);
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    conversationId: String(row.conversation_id),
    role: String(row.role),
    sender: String(row.sender),
    senderUserId: asText(row.sender_user_id),
    senderName: asText(row.sender_name),
    outcome: asText(row.outcome),
    feedback: asText(row.feedback),
    feedbackComment: asText(row.feedback_comment),
    feedbackAt: asDateOrNull(row.feedback_at),
    content: String(row.content),
    sources: (typeof row.sources === 'string'
      ? JSON.parse(row.sources)
      : row.sources) as MessageSource[],
    createdAt: asDate(row.created_at),
  };
}
