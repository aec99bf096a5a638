import {
  industries,
  type OrganizationDetails,
  type OrganizationDetailsFormValues,
  organizationDetailsFormSchema,
  toOrganizationDetailsPayload,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { RequirePermission } from '@/components/permission-gate';
import { SelectField } from '@/components/select-field';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { ValidatedForm } from '@/components/validated-form';
import { useCan } from '@/hooks/use-can';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOrganizationDetails } from '../api/organization-details';

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

const textFields: {
  name: 'address' | 'website' | 'phoneNumber' | 'email';
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

/**
 * Edits the current organization. Mounted once the details are loaded, so they are its defaults.
 * A role that may only read them sees the same form, every field off.
 */
export function OrganizationDetailsForm({ details }: { details: OrganizationDetails }) {
  const update = useUpdateOrganizationDetails();
  const form = useForm({
    resolver: zodResolver(organizationDetailsFormSchema),
    defaultValues: toFormValues(details),
    disabled: !useCan('organization.write'),
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
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-5 md:grid-cols-2">
      <TextField
        control={form.control}
        name="name"
        label="Organization Name"
        autoComplete="organization"
      />
      <SelectField
        control={form.control}
        name="industry"
        label="Organization Industry"
        options={industries}
        placeholder="Select an industry"
      />
      {textFields.map(({ name, label, ...inputProps }) => (
        <TextField key={name} control={form.control} name={name} label={label} {...inputProps} />
      ))}
      <TextField
        control={form.control}
        name="description"
        label="Organization Description"
        itemClassName="md:col-span-2"
        multiline
        rows={5}
        className="field-sizing-fixed"
      />
      <div className="flex md:col-span-2 md:justify-end">
        <RequirePermission permission="organization.write">
          <SubmitButton
            isPending={update.isPending}
            pendingLabel="Updating..."
            className="w-full sm:w-auto"
          >
            Update Organization
          </SubmitButton>
        </RequirePermission>
      </div>
    </ValidatedForm>
  );
}
