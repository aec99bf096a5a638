import type { OrganizationSummary } from '@frontdesk/contracts';
import { Building2, ChevronRight, Loader2 } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

interface OrganizationCardProps {
  organization: OrganizationSummary;
  isCurrent: boolean;
  isSelecting: boolean;
  disabled: boolean;
  onSelect: (id: string) => void;
}

/** One organization to choose; the whole card is the button. */
export function OrganizationCard({
  organization,
  isCurrent,
  isSelecting,
  disabled,
  onSelect,
}: OrganizationCardProps) {
  const description = organization.description.trim() || 'No description available';
  return (
    <button
      type="button"
      data-slot="organization-card"
      disabled={disabled}
      aria-busy={isSelecting || undefined}
      onClick={() => onSelect(organization.id)}
      className={cn(
        'group flex h-full w-full items-start gap-4 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm outline-none transition-[color,box-shadow,border-color]',
        'hover:border-primary/50 hover:shadow-md focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:shadow-sm',
        isCurrent && 'border-primary/40',
      )}
    >
      <IconTile icon={Building2} className="shrink-0 rounded-lg" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{organization.name}</span>
          {isCurrent && <Badge variant="secondary">Current</Badge>}
        </span>
        <span className="line-clamp-2 text-muted-foreground text-sm">{description}</span>
      </span>
      {isSelecting ? (
        <Loader2 className="mt-2 size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
      ) : (
        <ChevronRight
          className="mt-2 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      )}
    </button>
  );
}
