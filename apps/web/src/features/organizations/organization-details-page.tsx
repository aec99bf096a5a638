import { useEffect } from 'react';
import { toast } from 'sonner';
import { LoadingText } from '@/components/loading-text';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { useOrganizationDetails } from './api/organization-details';
import { OrganizationDetailsForm } from './components/organization-details-form';

const LOAD_ERROR = 'Failed to load organization details. Please refresh the page.';

export function OrganizationDetailsPage() {
  const details = useOrganizationDetails();

  useEffect(() => {
    // A fixed id: a re-run of this effect must not stack a second copy of the same toast.
    if (details.isError)
      toast.error('Error', { id: 'organization-details-load', description: LOAD_ERROR });
  }, [details.isError]);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader
        title="Organization Details"
        description="Keep your organization's name, industry and contact details up to date."
      />
      <SectionCard
        title="General information"
        description="This information is shown across your dashboard."
      >
        <QueryView
          query={details}
          loading={<LoadingText>Loading organization details...</LoadingText>}
          error={LOAD_ERROR}
        >
          {(data) => <OrganizationDetailsForm details={data} />}
        </QueryView>
      </SectionCard>
    </div>
  );
}
