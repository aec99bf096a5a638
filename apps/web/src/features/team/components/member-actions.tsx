import { roleLabels, type TeamMember } from '@frontdesk/contracts';
import { Crown, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useCan } from '@/hooks/use-can';
import { errorMessage } from '@/lib/api-client';
import { useRemoveMember, useTransferOwnership } from '../api/members';
import { ownerRuleBlocking, type Viewer } from '../team-rows';
import { EditRoleDialog } from './edit-role-dialog';
import { IconAction, TeamChangeGate } from './icon-action';

/**
 * A member's row actions: transfer ownership (owners, on an admin's row), edit the role, remove.
 * One's own row has no remove: leaving is said on its own below the table.
 */
export function MemberActions({ member, viewer }: { member: TeamMember; viewer: Viewer }) {
  const canTransfer = useCan('team.transferOwnership');
  const blockedBy = ownerRuleBlocking(member, viewer);
  const isSelf = member.id === viewer.userId;
  return (
    <div className="flex justify-end gap-1">
      {canTransfer && member.role === 'admin' && <TransferOwnershipDialog member={member} />}
      <EditRoleDialog member={member} blockedBy={blockedBy} />
      {!isSelf && <RemoveMemberDialog member={member} blockedBy={blockedBy} />}
    </div>
  );
}

function RemoveMemberDialog({
  member,
  blockedBy,
}: {
  member: TeamMember;
  blockedBy: string | null;
}) {
  const remove = useRemoveMember();
  return (
    <ConfirmActionDialog
      trigger={
        <TeamChangeGate blockedBy={blockedBy}>
          <IconAction label={`Remove ${member.name}`} hint="Remove" icon={Trash2} />
        </TeamChangeGate>
      }
      title={`Remove ${member.name}?`}
      description={`${member.name} (${member.email}) loses access to this organization at once. You can invite them again later.`}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      isPending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(member.id, {
          onSuccess: () => {
            toast.success(`${member.name} was removed`);
            close();
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Failed to remove the user. Please try again.')),
        })
      }
    />
  );
}

function TransferOwnershipDialog({ member }: { member: TeamMember }) {
  const transfer = useTransferOwnership();
  return (
    <ConfirmActionDialog
      trigger={
        <IconAction
          label={`Transfer ownership to ${member.name}`}
          hint="Transfer ownership"
          icon={Crown}
        />
      }
      title={`Transfer ownership to ${member.name}?`}
      description={`${member.name} becomes an ${roleLabels.owner} too, with every right you have, and can no longer be removed by admins. You stay an owner: step down or leave afterwards if you wish.`}
      confirmLabel="Transfer ownership"
      pendingLabel="Transferring..."
      isPending={transfer.isPending}
      onConfirm={(close) =>
        transfer.mutate(member.id, {
          onSuccess: () => {
            toast.success(`${member.name} is now an owner`);
            close();
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Failed to transfer ownership. Please try again.')),
        })
      }
    />
  );
}
