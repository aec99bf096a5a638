import {
  roleLabels,
  type TeamMember,
  type UpdateMemberInput,
  updateMemberSchema,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useResettingDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useChangeRole } from '../api/members';
import { IconAction, TeamChangeGate } from './icon-action';
import { RoleField } from './role-field';

/** An owner being changed steps down to admin unless another role is chosen. */
const formValuesOf = (member: TeamMember): UpdateMemberInput => ({
  role: member.role === 'owner' ? 'admin' : member.role,
});

/** The row's edit action: a dialog that changes the member's role. */
export function EditRoleDialog({
  member,
  blockedBy,
}: {
  member: TeamMember;
  blockedBy: string | null;
}) {
  const { user, reloadOrganization } = useSession();
  const changeRole = useChangeRole();
  const form = useForm<UpdateMemberInput>({
    resolver: zodResolver(updateMemberSchema),
    defaultValues: formValuesOf(member),
  });
  const dialog = useResettingDialog(() => form.reset(formValuesOf(member)));

  const onSubmit = form.handleSubmit(({ role }) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: async () => {
          toast.success(`${member.name} is now ${roleLabels[role]}`);
          dialog.onOpenChange(false);
          // One's own role decides what the dashboard offers: reload it at once.
          if (member.id === user?.id) await reloadOrganization();
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Failed to change the role. Please try again.')),
      },
    ),
  );

  return (
    <FormDialog
      {...dialog}
      trigger={
        <TeamChangeGate blockedBy={blockedBy}>
          <IconAction label={`Edit role of ${member.name}`} hint="Edit role" icon={Pencil} />
        </TeamChangeGate>
      }
      title="Edit user"
      description={`Choose what ${member.name} (${member.email}) may do in this organization.`}
      form={form}
      onSubmit={onSubmit}
      isPending={changeRole.isPending}
      submitLabel="Save role"
      pendingLabel="Saving..."
    >
      <RoleField control={form.control} />
    </FormDialog>
  );
}
