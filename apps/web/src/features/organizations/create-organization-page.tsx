import {
  type CreateOrganizationFormValues,
  createOrganizationFormSchema,
  industries,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { PageShell } from '@/components/page-shell';
import { SelectField } from '@/components/select-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ValidatedForm } from '@/components/validated-form';
import { errorMessage } from '@/lib/api-client';
import { useCreateOrganization } from './api/create-organization';

export function CreateOrganizationPage() {
  const navigate = useNavigate();
  const creation = useCreateOrganization();
  const form = useForm({
    resolver: zodResolver(createOrganizationFormSchema),
    defaultValues: {
      organizationName: '',
      organizationDescription: '',
      organizationIndustry: undefined,
    },
  });

  function onSubmit(values: CreateOrganizationFormValues) {
    creation.mutate(
      {
        name: values.organizationName,
        description: values.organizationDescription ?? '',
        industry: values.organizationIndustry,
      },
      {
        onSuccess: () => {
          toast.success('Organization Created!', {
            description: 'Your organization has been created successfully.',
          });
          navigate('/organizations');
        },
        onError: (error) =>
          toast.error('Error', {
            description: errorMessage(error, 'Failed to create organization. Please try again.'),
          }),
      },
    );
  }

  return (
    <PageShell className="mx-auto max-w-xl">
      <BackLink to="/organizations" className="-ml-3 mb-4">
        Back to Organizations
      </BackLink>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">Create your Organization</h1>
          </CardTitle>
          <CardDescription>
            Your AI operator, knowledge and tools all belong to an organization.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-5">
            <TextField
              control={form.control}
              name="organizationName"
              label="Organization Name"
              placeholder="Acme Inc."
              autoComplete="organization"
            />
            <TextField
              control={form.control}
              name="organizationDescription"
              label="Description"
              multiline
              rows={4}
              placeholder="What does your organization do?"
            />
            <SelectField
              control={form.control}
              name="organizationIndustry"
              label="Industry"
              options={industries}
              placeholder="Select an industry"
            />
            <SubmitButton
              isPending={creation.isPending}
              pendingLabel="Creating..."
              className="w-full sm:w-auto sm:justify-self-end"
            >
              Create Organization
            </SubmitButton>
          </ValidatedForm>
        </CardContent>
      </Card>
    </PageShell>
  );
}
