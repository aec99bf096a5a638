import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">Organization Details</h1>
        <p className="text-muted-foreground">
          Keep your organization's name, industry and contact details up to date.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>General information</h2>
          </CardTitle>
          <CardDescription>This information is shown across your dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          {details.isPending ? (
            <p role="status" className="text-muted-foreground text-sm">
              Loading organization details...
            </p>
          ) : details.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>{LOAD_ERROR}</AlertDescription>
            </Alert>
          ) : (
            <OrganizationDetailsForm details={details.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
