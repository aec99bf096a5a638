import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { DisabledWithReason, RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCan } from '@/hooks/use-can';

interface IconActionProps extends React.ComponentProps<typeof Button> {
  /** Its accessible name, e.g. "Edit role of Ana Lima". */
  label: string;
  /** Said in the tooltip, e.g. "Edit role". */
  hint: string;
  icon: LucideIcon;
}

/** A row's icon button, its purpose in a tooltip. May sit where a dialog's trigger is expected. */
export function IconAction({ label, hint, icon: Icon, ...buttonProps }: IconActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label} {...buttonProps}>
          <Icon className="text-muted-foreground" aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}

/**
 * A change to the team: off, with why, for a role that may not change the team, or when the
 * owner rules forbid it (`blockedBy`: the last owner, an owner's row seen by an admin).
 */
export function TeamChangeGate({
  blockedBy,
  children,
  ...triggerProps
}: {
  blockedBy: string | null;
  children: React.ReactElement<{ disabled?: boolean }>;
}) {
  const canChangeTeam = useCan('team.write');
  if (blockedBy && canChangeTeam) {
    return <DisabledWithReason reason={blockedBy}>{children}</DisabledWithReason>;
  }
  return (
    <RequirePermission permission="team.write" {...triggerProps}>
      {children}
    </RequirePermission>
  );
}
