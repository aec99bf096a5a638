import { roleLabels } from '@frontdesk/contracts';
import { DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { TableCell } from '@/components/ui/table';
import type { TeamRow, Viewer } from '../team-rows';
import { InvitationActions } from './invitation-actions';
import { MemberActions } from './member-actions';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Under an invitation's name: whether its link still works, and until when. */
function InvitationStatus({ row }: { row: Extract<TeamRow, { kind: 'invitation' }> }) {
  const isExpired = row.status === 'expired';
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
      <Badge
        variant={isExpired ? 'destructive' : 'secondary'}
        className={isExpired ? 'bg-red-100 text-red-800' : 'bg-orange-100 text-orange-800'}
      >
        {isExpired ? 'Invitation expired' : 'Invitation pending'}
      </Badge>
      <span>
        {isExpired ? 'Expired' : 'Expires'}{' '}
        <time dateTime={row.expiresAt}>{formatDate(row.expiresAt)}</time>
      </span>
    </p>
  );
}

/**
 * The team: name, email, role, then edit and delete, as the spec draws it; members first, then
 * the invitations not yet accepted with their status. On phones each row stacks its cells: the
 * name beside the actions, then the email and the role across the whole width.
 */
export function TeamTable({ rows, viewer }: { rows: TeamRow[]; viewer: Viewer }) {
  return (
    <DataTable
      stackOnPhones
      columns={[{ header: 'Name' }, { header: 'Email' }, { header: 'Role' }]}
      actionsClassName="w-28"
      rows={rows}
      rowKey={(row) => `${row.kind}-${row.id}`}
      renderCells={(row) => (
        <>
          <TableCell className="whitespace-normal py-3 align-top max-sm:py-1">
            <p className="break-words font-medium">
              {row.name}
              {row.kind === 'member' && row.id === viewer.userId && (
                <span className="font-normal text-muted-foreground"> (you)</span>
              )}
            </p>
            {row.kind === 'invitation' && <InvitationStatus row={row} />}
          </TableCell>
          <TableCell className="whitespace-normal py-3 align-top text-muted-foreground max-sm:col-span-2 max-sm:py-1">
            <span className="[overflow-wrap:anywhere]">{row.email}</span>
          </TableCell>
          <TableCell className="py-3 align-top max-sm:col-span-2 max-sm:py-1">
            {roleLabels[row.role]}
          </TableCell>
        </>
      )}
      renderActions={(row) =>
        row.kind === 'member' ? (
          <MemberActions member={row} viewer={viewer} />
        ) : (
          <InvitationActions invitation={row} />
        )
      }
    />
  );
}
