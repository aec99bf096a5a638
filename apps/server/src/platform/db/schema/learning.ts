import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { contents } from './configuration';
import { organizationId } from './tenancy';

/** Groups of unanswered questions the business hid (until they are asked again). */
export const knowledgeGapDismissals = pgTable(
  'knowledge_gap_dismissals',
  {
    organizationId: organizationId(),
    /** The group's stable key (its questions' shared words, see the gaps module). */
    groupKey: text('group_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.groupKey] })],
);

/** What the business expects its operator to answer, and the latest run's verdict. */
export const answerTests = pgTable(
  'answer_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    question: text('question').notNull(),
    /** contains | cites | no_answer | hands_off */
    expectation: text('expectation').notNull(),
    text: text('text'),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    lastPassed: boolean('last_passed'),
    previouslyPassed: boolean('previously_passed'),
    lastAnswer: text('last_answer'),
    lastReason: text('last_reason'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('answer_tests_org_idx').on(table.organizationId, table.createdAt)],
);
