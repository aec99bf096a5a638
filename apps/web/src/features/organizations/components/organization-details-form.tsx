import {
  type OrganizationDetails,
  type OrganizationDetailsFormValues,
  organizationDetailsFormSchema,
  toOrganizationDetailsPayload,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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
import { useUpdateOrganizationDetails } from '../api/organization-details';
import { IndustrySelect } from './industry-select';

function toFormValues(details: OrganizationDetails): OrganizationDetailsFormValues {
  return {
    name: details.name,
    industry: details.industry,
    address: details.address ?? '',
    website: details.website ?? '',
    phoneNumber: details.phoneNumber ?? '',
    email: details.email ?? '',
    description: details.description ?? '',
  };
}

type TextFieldName = 'name' | 'address' | 'website' | 'phoneNumber' | 'email';

const textFields: {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url', placeholder: 'https://' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** Edits the current organization. Mounted once the details are loaded, so they are its defaults. */
export function OrganizationDetailsForm({ details }: { details: OrganizationDetails }) {
  const update = useUpdateOrganizationDetails();
  const form = useForm({
    resolver: zodResolver(organizationDetailsFormSchema),
    defaultValues: toFormValues(details),
  });

  function onSubmit(values: OrganizationDetailsFormValues) {
    update.mutate(toOrganizationDetailsPayload(values), {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success('Organization Updated', {
          description: 'Your organization details have been saved.',
        });
      },
      onError: (error) =>
        toast.error('Error', {
          description: errorMessage(error, 'Failed to update organization. Please try again.'),
        }),
    });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 md:grid-cols-2">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Organization Name</FormLabel>
              <FormControl>
                <Input autoComplete="organization" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="industry"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Organization Industry</FormLabel>
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
        {textFields.map(({ name, label, ...inputProps }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <Input {...inputProps} {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem className="md:col-span-2">
              <FormLabel>Organization Description</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  className="field-sizing-fixed"
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex md:col-span-2 md:justify-end">
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? 'Updating...' : 'Update Organization'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
