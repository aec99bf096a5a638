import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddButton } from '@/components/add-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** Where a plan is upgraded: the Billing & Usage page. */
export const BILLING_PATH = '/dashboard/billing';

/** The link to Billing & Usage, as a button. */
export function UpgradeLink({ children = 'Upgrade plan' }: { children?: ReactNode }) {
  return (
    <Button asChild size="sm">
      <Link to={BILLING_PATH}>
        <Sparkles aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

/** A note above a list the plan holds back (no such feature, or its limit reached). */
export function UpgradePrompt({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      role="note"
      aria-label={title}
      className="flex flex-col gap-3 border-primary/30 bg-accent/40 sm:flex-row sm:items-center"
    >
      <div className="grid flex-1 gap-1">
        <AlertTitle className="col-start-1">{title}</AlertTitle>
        <AlertDescription className="col-start-1">{children}</AlertDescription>
      </div>
      <UpgradeLink />
    </Alert>
  );
}

interface LimitReachedButtonProps {
  /** The add button's own label, e.g. "Add Tool". */
  label: string;
  /** Why it is off, e.g. "Tool limit reached". */
  reason: string;
}

/**
 * The add button, switched off because the plan allows no more. A disabled button receives no
 * pointer or focus, so the tooltip hangs on a focusable wrapper; the tooltip stays open while the
 * pointer is over it, so its upgrade link can be clicked.
 */
export function LimitReachedButton({ label, reason }: LimitReachedButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button cannot take focus, its wrapper shows why */}
        <span tabIndex={0} className="inline-flex rounded-md" data-slot="limit-reached">
          <AddButton disabled>{label}</AddButton>
        </span>
      </TooltipTrigger>
      <TooltipContent aria-label={`${reason}. Upgrade your plan to add more.`}>
        <span className="flex items-center gap-2">
          {reason}
          <Link to={BILLING_PATH} className="font-medium underline underline-offset-2">
            Upgrade
          </Link>
        </span>
      </TooltipContent>
    </Tooltip>
  );
}
