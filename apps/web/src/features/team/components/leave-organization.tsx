import { errorMessages } from '@frontdesk/contracts';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { DisabledWithReason } from '@/components/permission-gate';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLeaveOrganization } from '../api/members';

/**
 * Any member may leave, except the last owner, who must first make someone else an owner.
 * Afterwards the organization is gone from the session, so the member picks another one.
 */
export function LeaveOrganization({ isLastOwner }: { isLastOwner: boolean }) {
  const { organization, reloadOrganization } = useSession();
  const navigate = useNavigate();
  const leave = useLeaveOrganization();
  const name = organization?.name ?? 'this organization';
  const button = (
    <Button variant="outline" className="text-destructive hover:text-destructive">
      <LogOut aria-hidden />
      Leave organization
    </Button>
  );

  return (
    // The button under the text rather than beside it: on a phone, beside it would squeeze both.
    <SectionCard
      title="Leave organization"
      description={`You lose access to ${name} at once. An owner or admin can invite you again.`}
    >
      {isLastOwner ? (
        <DisabledWithReason reason={errorMessages.last_owner}>{button}</DisabledWithReason>
      ) : (
        <ConfirmActionDialog
          trigger={button}
          title={`Leave ${name}?`}
          description="You will no longer see its operator, conversations or settings."
          confirmLabel="Leave organization"
          pendingLabel="Leaving..."
          isPending={leave.isPending}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: async () => {
                toast.success(`You left ${name}`);
                navigate('/organizations', { replace: true });
                await reloadOrganization();
              },
              onError: (error) =>
                toast.error(errorMessage(error, 'Failed to leave the organization.')),
            })
          }
        />
      )}
    </SectionCard>
  );
}
