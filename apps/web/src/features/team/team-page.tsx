import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { useCan, useRole } from '@/hooks/use-can';
import { useSession } from '@/lib/session';
import { useTeam } from './api/get-team';
import { ActivityLog } from './components/activity-log';
import { AddUserDialog } from './components/add-user-dialog';
import { LeaveOrganization } from './components/leave-organization';
import { TeamTable } from './components/team-table';
import { countOwners, teamRows, type Viewer } from './team-rows';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The organization's people (spec section 2, Users), for real: members and the invitations not
 * yet accepted, what each may do, and the activity log for owners and admins.
 */
export function TeamPage() {
  const team = useTeam();
  const userId = useSession().user?.id;
  const role = useRole();
  const canReadActivity = useCan('activity.read');
  const viewer: Viewer = { userId, role, ownerCount: team.data ? countOwners(team.data) : 0 };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="Users"
        description="Invite the people who run your AI operator and choose what each of them may do."
      />
      <SectionCard
        title="Team"
        description={
          team.data
            ? `${counted(team.data.members.length, 'member')}, ${counted(team.data.invitations.length, 'invitation')}`
            : 'Members of this organization and the invitations not yet accepted.'
        }
        action={<AddUserDialog />}
      >
        {/* Never empty: whoever reads it is a member. */}
        <QueryView
          query={team}
          loading={
            <TableSkeleton
              label="Loading users..."
              leadClassName="w-1/3"
              lines={['h-4 w-full']}
              cells={['h-4 flex-1', 'h-4 w-16', 'size-8', 'size-8']}
            />
          }
          error="Failed to load users."
        >
          {(data) => <TeamTable rows={teamRows(data)} viewer={viewer} />}
        </QueryView>
      </SectionCard>
      {canReadActivity && <ActivityLog />}
      <LeaveOrganization isLastOwner={role === 'owner' && viewer.ownerCount === 1} />
    </div>
  );
}
