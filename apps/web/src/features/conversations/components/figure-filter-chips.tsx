import type { ConversationFilters } from '@frontdesk/contracts';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isFigureFilter } from '../conversation-filters-state';

type ChipKey = 'resolution' | 'feedback' | 'rated';

const resolutionLabels: Record<NonNullable<ConversationFilters['resolution']>, string> = {
  resolved: 'Resolved',
  confirmed: 'Confirmed resolved',
  assumed: 'Assumed resolved',
  handed_off: 'Handed off',
  unresolved: 'Unresolved',
};
const feedbackLabels: Record<NonNullable<ConversationFilters['feedback']>, string> = {
  up: "Marked 'Helpful'",
  down: "Marked 'Not helpful'",
};

function chipsOf(filters: ConversationFilters): { key: ChipKey; label: string }[] {
  const chips: { key: ChipKey; label: string }[] = [];
  if (filters.resolution)
    chips.push({ key: 'resolution', label: resolutionLabels[filters.resolution] });
  if (filters.feedback) chips.push({ key: 'feedback', label: feedbackLabels[filters.feedback] });
  if (filters.rated) chips.push({ key: 'rated', label: 'Rated by the customer' });
  return chips;
}

/**
 * The filters that have no control of their own (a dashboard figure's link sets them), shown as
 * chips the user can clear one by one.
 */
export function FigureFilterChips({
  filters,
  onChange,
}: {
  filters: ConversationFilters;
  onChange(change: Partial<ConversationFilters>): void;
}) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map(({ key, label }) => (
          <li key={key}>
            <span className="inline-flex h-7 items-center gap-1 rounded-full border bg-secondary pr-1 pl-3 font-medium text-secondary-foreground text-xs">
              {label}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-5 rounded-full"
                aria-label={`Clear filter: ${label}`}
                onClick={() => onChange({ [key]: undefined })}
              >
                <X className="size-3" aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {isFigureFilter(filters) && (
        <p className="text-muted-foreground text-xs">
          Dates are the days conversations started, as the dashboard counts them.
        </p>
      )}
    </div>
  );
}
