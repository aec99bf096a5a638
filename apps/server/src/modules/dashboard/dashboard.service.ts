import type { DashboardAnalytics, DashboardSuggestions } from '@frontdesk/contracts';
import type { MeteredFeature } from '../../operator/conversations/usage-store';
import { type CountResolutionsByDay, resolutionFigures } from './resolution-figures';

/** The dashboard's period is fixed to the last 30 days (spec section 9). */
const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

type Count = (organizationId: string) => Promise<number>;

/**
 * What the dashboard reads from the owners of each table, handed over in app.ts: it owns no table
 * and queries none.
 */
export interface DashboardSources {
  countContents: Count;
  countTools: Count;
  countApiKeys: Count;
  isAgentConfigured(organizationId: string): Promise<boolean>;
  countConversationsByDay(organizationId: string, since: Date): Promise<Map<string, number>>;
  usageSince(organizationId: string, feature: MeteredFeature, since: Date): Promise<number>;
  countResolutionsByDay: CountResolutionsByDay;
}

export function createDashboardService(sources: DashboardSources) {
  /** Conversations started per UTC day over the period, with the empty days filled in. */
  async function daily(organizationId: string, since: Date) {
    const byDay = await sources.countConversationsByDay(organizationId, since);
    return Array.from({ length: PERIOD_DAYS }, (_, i) => {
      const date = new Date(since.getTime() + (i + 1) * DAY_MS).toISOString().slice(0, 10);
      return { date, conversations: byDay.get(date) ?? 0 };
    });
  }

  return {
    async analytics(organizationId: string): Promise<DashboardAnalytics> {
      const since = new Date(Date.now() - PERIOD_DAYS * DAY_MS);
      const [days, prompts, contents, tools, apiKeys] = await Promise.all([
        daily(organizationId, since),
        sources.usageSince(organizationId, 'conversation.prompt', since),
        sources.countContents(organizationId),
        sources.countTools(organizationId),
        sources.countApiKeys(organizationId),
      ]);
      return {
        conversations: days.reduce((total, day) => total + day.conversations, 0),
        prompts,
        contents,
        tools,
        apiKeys,
        daily: days,
      };
    },

    /** Resolution rate, handoff rate and CSAT, days in the reader's time zone. */
    resolutions: (organizationId: string, timeZone: string) =>
      resolutionFigures(sources.countResolutionsByDay, organizationId, timeZone),

    /** A flag is true while that setup step is still to do, so the home page can offer it. */
    async suggestions(organizationId: string): Promise<DashboardSuggestions> {
      const [configured, contents, tools, apiKeys] = await Promise.all([
        sources.isAgentConfigured(organizationId),
        sources.countContents(organizationId),
        sources.countTools(organizationId),
        sources.countApiKeys(organizationId),
      ]);
      return {
        agentConfiguration: !configured,
        contents: contents === 0,
        // The messaging-app connection is set up outside the product for now: always still to do.
        whatsapp: true,
        tools: tools === 0,
        apiKeys: apiKeys === 0,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
