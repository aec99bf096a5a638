import {
  apiPaths,
  dashboardAnalyticsSchema,
  dashboardSuggestionsSchema,
} from '@frontdesk/contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { conversations, tools } from '../../platform/db/schema';
import { usageSince } from '../../platform/usage';
import { findAgentConfiguration } from '../agent-configuration/agent-configuration.store';
import { countApiKeys } from '../api-keys/api-keys.store';
import { countContents } from '../knowledge/knowledge.store';

/** The dashboard's period is fixed to the last 30 days (spec section 9). */
const PERIOD_DAYS = 30;

async function countTools(db: Database, organizationId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(tools)
    .where(eq(tools.organizationId, organizationId));
  return row?.value ?? 0;
}

/** Conversations started per UTC day over the period, with the empty days filled in. */
async function dailyConversations(db: Database, organizationId: string, since: Date) {
  const rows = await db
    .select({
      day: sql<string>`to_char(date_trunc('day', ${conversations.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`,
      value: count(),
    })
    .from(conversations)
    .where(
      and(eq(conversations.organizationId, organizationId), gte(conversations.createdAt, since)),
    )
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return Array.from({ length: PERIOD_DAYS }, (_, i) => {
    const date = new Date(since.getTime() + (i + 1) * 86_400_000).toISOString().slice(0, 10);
    return { date, conversations: byDay.get(date) ?? 0 };
  });
}

export function registerDashboardRoutes(app: FastifyInstance, db: Database, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  r.get(
    apiPaths.dashboard.analytics,
    {
      preHandler: guards.organization,
      schema: { tags, response: { 200: dashboardAnalyticsSchema } },
    },
    async (request) => {
      const { organizationId } = tenantOf(request);
      const since = new Date(Date.now() - PERIOD_DAYS * 86_400_000);
      const daily = await dailyConversations(db, organizationId, since);
      const [prompts, contents, toolCount, apiKeys] = await Promise.all([
        usageSince(db, organizationId, 'conversation.prompt', since),
        countContents(db, organizationId),
        countTools(db, organizationId),
        countApiKeys(db, organizationId),
      ]);
      return {
        conversations: daily.reduce((total, day) => total + day.conversations, 0),
        prompts,
        contents,
        tools: toolCount,
        apiKeys,
        daily,
      };
    },
  );

  // A flag is true while that setup step is still to do, so the home page can offer it.
  r.get(
    apiPaths.dashboard.suggestions,
    {
      preHandler: guards.organization,
      schema: { tags, response: { 200: dashboardSuggestionsSchema } },
    },
    async (request) => {
      const { organizationId } = tenantOf(request);
      const [configuration, contents, toolCount, apiKeys] = await Promise.all([
        findAgentConfiguration(db, organizationId),
        countContents(db, organizationId),
        countTools(db, organizationId),
        countApiKeys(db, organizationId),
      ]);
      return {
        agentConfiguration: configuration === undefined,
        contents: contents === 0,
        // The messaging-app connection is set up outside the product for now: always still to do.
        whatsapp: true,
        tools: toolCount === 0,
        apiKeys: apiKeys === 0,
      };
    },
  );
}
