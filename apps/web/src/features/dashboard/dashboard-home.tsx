import { PageHeader } from '@/components/page-header';
import { useDashboardAnalytics } from './home/api/get-dashboard-analytics';
import { useDashboardSuggestions } from './home/api/get-dashboard-suggestions';
import { useResolutionFigures } from './home/api/get-resolution-figures';
import { DailyConversationsChart } from './home/daily-conversations-chart';
import { DailyResolutionsChart } from './home/daily-resolutions-chart';
import { IntegrationCard } from './home/integration-card';
import { ResolutionCards } from './home/resolution-cards';
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
  const resolutions = useResolutionFigures();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description="Here's an overview of your AI operator's activity."
      />

      <SetupBanners suggestions={suggestions.data} />

      <StatCards analytics={analytics.data} isLoading={analytics.isPending} />

      <DailyConversationsChart days={analytics.data?.daily} isLoading={analytics.isPending} />

      <section aria-labelledby="resolutions-heading" className="space-y-3">
        <div>
          <h2 id="resolutions-heading" className="font-semibold text-lg">
            Resolutions
          </h2>
          <p className="text-muted-foreground text-sm">
            Customer conversations of the last 30 days: how many ended helped, with a person, and
            what customers rated them. Open a figure to see the conversations it counts.
          </p>
        </div>
        <ResolutionCards figures={resolutions.data} isLoading={resolutions.isPending} />
        <DailyResolutionsChart days={resolutions.data?.daily} isLoading={resolutions.isPending} />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <IntegrationCard />
        <SuggestionsCard />
      </div>
    </div>
  );
}
