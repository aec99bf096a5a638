import { forbiddenReason, type Permission } from '@frontdesk/contracts';
import { ShieldOff } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cloneElement, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCan, useRole } from '@/hooks/use-can';
import { IconTile } from './icon-tile';

type Control = ReactElement<{ disabled?: boolean }>;

/**
 * A control that stays in view but is off, with the reason in a tooltip: never a button that
 * fails. A disabled button takes no pointer or focus, so the tooltip hangs on a focusable wrapper.
 */
export function DisabledWithReason({ reason, children }: { reason: string; children: Control }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button cannot take focus, its wrapper shows why */}
        <span tabIndex={0} className="inline-flex rounded-md" data-slot="disabled-with-reason">
          {cloneElement(children, { disabled: true })}
        </span>
      </TooltipTrigger>
      <TooltipContent collisionPadding={8} className="max-w-64">
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}

interface RequirePermissionProps {
  permission: Permission;
  /** The control (a button, a dialog's trigger): as it is when allowed, off with the reason when not. */
  children: Control;
}

/**
 * A write control for the members whose role allows `permission` (the matrix the server
 * enforces); for the others it is disabled, with why in a tooltip. It may sit where a trigger is
 * expected (`DialogTrigger asChild`): what the trigger hands down goes to the control.
 */
export function RequirePermission({
  permission,
  children,
  ...triggerProps
}: RequirePermissionProps) {
  const role = useRole();
  if (useCan(permission)) return <Slot.Slot {...triggerProps}>{children}</Slot.Slot>;
  return <DisabledWithReason reason={forbiddenReason(role)}>{children}</DisabledWithReason>;
}

/** What a section shows to a member whose role may not read it (typed URL, old bookmark). */
export function NoAccessState() {
  const role = useRole();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <IconTile icon={ShieldOff} size="lg" className="rounded-full" />
      <h1 className="font-semibold text-lg">You do not have access to this section</h1>
      <p className="max-w-sm text-muted-foreground text-sm">{forbiddenReason(role)}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
