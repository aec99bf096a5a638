import { type CreateInvitationInput, createInvitationSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { AddButton } from '@/components/add-button';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { TextField } from '@/components/text-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useInviteUser } from '../api/invitations';
import { RoleField } from './role-field';

const emptyForm = { name: '', email: '', role: 'editor' } as const;

// The address is the problem in these answers: said under its field, where it can be fixed.
const emailProblems = new Set(['already_member', 'invitation_pending']);

/** The 'Add User' button and its dialog: the new user is mailed an invitation link. */
export function AddUserDialog() {
  const invite = useInviteUser();
  const { form, dialog } = useDialogForm<CreateInvitationInput>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        dialog.onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && emailProblems.has(error.code ?? '')) {
          form.setError('email', { message: error.message }, { shouldFocus: true });
          return;
        }
        toast.error(errorMessage(error, 'Failed to send the invitation. Please try again.'));
      },
    }),
  );

  return (
    <FormDialog
      {...dialog}
      trigger={
        <RequirePermission permission="team.write">
          <AddButton>Add User</AddButton>
        </RequirePermission>
      }
      title="Add user"
      description="We e-mail them a link to join this organization. It works once, for 7 days."
      form={form}
      onSubmit={onSubmit}
      isPending={invite.isPending}
      submitLabel="Send invitation"
      pendingLabel="Sending..."
    >
      <TextField
        control={form.control}
        name="name"
        label="Name"
        placeholder="Jane Doe"
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        placeholder="m@example.com"
        autoComplete="off"
      />
      <RoleField control={form.control} />
    </FormDialog>
  );
}
