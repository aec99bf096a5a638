import { ShieldCheck, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadingText } from '@/components/loading-text';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useCan } from '@/hooks/use-can';
import { useOrganizationDetails } from './api/organization-details';
import { OrganizationDetailsForm } from './components/organization-details-form';

const LOAD_ERROR = 'Failed to load organization details. Please refresh the page.';

export function OrganizationDetailsPage() {
  const details = useOrganizationDetails();
  const canSeeTeam = useCan('team.read');

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
      <SectionCard
        title="People and trust"
        description="Who works in this organization, and how customers know it is really you."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          {canSeeTeam && (
            <Button asChild variant="outline">
              <Link to="/dashboard/users">
                <Users aria-hidden="true" />
                Manage users
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/dashboard/organization/verification">
              <ShieldCheck aria-hidden="true" />
              Verify organization
            </Link>
          </Button>
        </div>
      </SectionCard>
    </div>
  );
}
