import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useOrganizations } from './api/get-organizations';
import { useSelectOrganization } from './api/select-organization';
import { OrganizationCard } from './components/organization-card';

export function OrganizationsPage() {
  const { organization: current } = useSession();
  const organizations = useOrganizations();
  const selection = useSelectOrganization();

  function handleSelect(organizationId: string) {
    selection.mutate(organizationId, {
      onError: () =>
        toast.error('Error', { description: 'Failed to switch organization. Please try again.' }),
    });
  }

  return (
    <PageShell className="mx-auto max-w-5xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">Select an Organization</h1>
          <p className="text-muted-foreground">Choose the organization you want to work on.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/create-organization">
            <Plus aria-hidden />
            Create Organization
          </Link>
        </Button>
      </div>

      <section aria-label="Organizations" className="mt-8">
        {organizations.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading organizations...
          </p>
        ) : organizations.isError ? (
          <p role="alert" className="text-destructive">
            Failed to load organizations
          </p>
        ) : organizations.data.length === 0 ? (
          <EmptyState icon={Building2} className="rounded-xl bg-background">
            <p className="text-muted-foreground">No organizations found.</p>
            <Button asChild variant="link">
              <Link to="/create-organization">Create your first organization</Link>
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {organizations.data.map((organization) => (
              <li key={organization.id}>
                <OrganizationCard
                  organization={organization}
                  isCurrent={organization.id === current?.id}
                  isSelecting={selection.isPending && selection.variables === organization.id}
                  disabled={selection.isPending || selection.isSuccess}
                  onSelect={handleSelect}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  );
}
