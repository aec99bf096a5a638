import { PageHeader } from '@/components/page-header';
import { useDashboardAnalytics } from './home/api/get-dashboard-analytics';
import { useDashboardSuggestions } from './home/api/get-dashboard-suggestions';
import { DailyConversationsChart } from './home/daily-conversations-chart';
import { IntegrationCard } from './home/integration-card';
import { SetupBanners } from './home/setup-banners';
import { StatCards } from './home/stat-cards';
import { SuggestionsCard } from './home/suggestions-card';

/**
 * The dashboard's start page: the setup steps still to do, the last 30 days in numbers, and where
 * to go next. A failed call only hides what it would have added; the rest of the page stands.
 */
export function DashboardHome() {
  const analytics = useDashboardAnalytics();
  const suggestions = useDashboardSuggestions();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description="Here's an overview of your AI operator's activity."
      />

      <SetupBanners suggestions={suggestions.data} />

      <StatCards analytics={analytics.data} isLoading={analytics.isPending} />

      <DailyConversationsChart days={analytics.data?.daily} isLoading={analytics.isPending} />

      <div className="grid gap-4 lg:grid-cols-2">
        <IntegrationCard />
        <SuggestionsCard />
      </div>
    </div>
  );
}
