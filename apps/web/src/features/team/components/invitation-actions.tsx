import type { PendingInvitation } from '@frontdesk/contracts';
import { RotateCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { errorMessage } from '@/lib/api-client';
import { useResendInvitation, useRevokeInvitation } from '../api/invitations';
import { IconAction } from './icon-action';

/** An invitation's row actions: mail a fresh link, or revoke it. */
export function InvitationActions({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { email } = invitation;
  return (
    <div className="flex justify-end gap-1">
      <RequirePermission permission="team.write">
        <IconAction
          label={`Resend invitation to ${email}`}
          hint="Resend invitation"
          icon={RotateCw}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () => toast.success(`Invitation sent again to ${email}`),
              onError: (error) =>
                toast.error(errorMessage(error, 'Failed to resend the invitation.')),
            })
          }
        />
      </RequirePermission>
      <ConfirmActionDialog
        trigger={
          <RequirePermission permission="team.write">
            <IconAction label={`Revoke invitation to ${email}`} hint="Revoke" icon={Trash2} />
          </RequirePermission>
        }
        title="Revoke this invitation?"
        description={`The link mailed to ${email} stops working. You can invite them again later.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        onConfirm={(close) =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              toast.success(`Invitation to ${email} revoked`);
              close();
            },
            onError: (error) =>
              toast.error(errorMessage(error, 'Failed to revoke the invitation.')),
          })
        }
      />
    </div>
  );
}
