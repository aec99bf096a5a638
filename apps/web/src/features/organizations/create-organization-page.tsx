import {
  type CreateOrganizationFormValues,
  createOrganizationFormSchema,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCreateOrganization } from './api/create-organization';
import { IndustrySelect } from './components/industry-select';
import { PageShell } from './components/page-shell';

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
    <PageShell className="max-w-xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/organizations">
          <ArrowLeft aria-hidden />
          Back to Organizations
        </Link>
      </Button>
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
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
              <FormField
                control={form.control}
                name="organizationName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Organization Name</FormLabel>
                    <FormControl>
                      <Input placeholder="Acme Inc." autoComplete="organization" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="organizationDescription"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Description</FormLabel>
                    <FormControl>
                      <Textarea
                        rows={4}
                        placeholder="What does your organization do?"
                        {...field}
                        value={field.value ?? ''}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="organizationIndustry"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Industry</FormLabel>
                    <IndustrySelect
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      name={field.name}
                    />
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button
                type="submit"
                disabled={creation.isPending}
                className="w-full sm:w-auto sm:justify-self-end"
              >
                {creation.isPending ? 'Creating...' : 'Create Organization'}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
    </PageShell>
  );
}
