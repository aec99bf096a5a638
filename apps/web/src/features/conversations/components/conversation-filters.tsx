import {
  type ConversationFilters as Filters,
  isLanguageCode,
  languageCodes,
  languageNames,
} from '@frontdesk/contracts';
import { Archive, Search, X } from 'lucide-react';
import { OptionsSelect } from '@/components/options-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { hasActiveFilters, SEARCH_MAX_LENGTH } from '../conversation-filters-state';
import { fromDateInputValue, toDateInputValue } from '../format';

interface ConversationFiltersProps {
  filters: Filters;
  onChange(change: Partial<Filters>): void;
  onClear(): void;
  className?: string;
}

interface DateFilterProps {
  id: string;
  label: string;
  /** The day as a date input holds it (YYYY-MM-DD), '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange(day: number | undefined): void;
}

/** One end of the day range; the other end bounds it, so the range cannot be turned around. */
function DateFilter({ id, label, value, min, max, onChange }: DateFilterProps) {
  return (
    <div className="grid min-w-0 gap-1.5 sm:w-40">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(fromDateInputValue(event.target.value))}
      />
    </div>
  );
}

/** The language select's first option: no language filter. */
const ALL_LANGUAGES = 'all';
const languageOptions = [ALL_LANGUAGES, ...languageCodes];
const languageLabels = { [ALL_LANGUAGES]: 'All languages', ...languageNames };

/**
 * Search by id, a day range, the customer's language and the archived switch; the values live in
 * the address.
 */
export function ConversationFilters({
  filters,
  onChange,
  onClear,
  className,
}: ConversationFiltersProps) {
  const isArchived = filters.archived === 'true';
  const startValue = toDateInputValue(filters.startDate);
  const endValue = toDateInputValue(filters.endDate);

  return (
    <fieldset
      className={cn(
        // Phones: search, then the two dates side by side, the language, then the buttons;
        // wider: one row.
        'grid min-w-0 grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap',
        className,
      )}
    >
      <legend className="sr-only">Filter conversations</legend>
      <div className="col-span-2 grid gap-1.5 sm:min-w-56 sm:flex-1">
        <Label htmlFor="conversation-search">Conversation ID</Label>
        <div className="relative">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="conversation-search"
            type="search"
            placeholder="Search by conversation ID"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            value={filters.search ?? ''}
            onChange={(event) => onChange({ search: event.target.value || undefined })}
            className="pl-8"
          />
        </div>
      </div>
      <DateFilter
        id="conversation-start-date"
        label="From"
        value={startValue}
        max={endValue || undefined}
        onChange={(startDate) => onChange({ startDate })}
      />
      <DateFilter
        id="conversation-end-date"
        label="To"
        value={endValue}
        min={startValue || undefined}
        onChange={(endDate) => onChange({ endDate })}
      />
      <div className="col-span-2 grid min-w-0 gap-1.5 sm:w-44">
        <Label htmlFor="conversation-language">Language</Label>
        <OptionsSelect
          id="conversation-language"
          options={languageOptions}
          labels={languageLabels}
          value={filters.language ?? ALL_LANGUAGES}
          onChange={(value) => onChange({ language: isLanguageCode(value) ? value : undefined })}
        />
      </div>
      <div className="col-span-2 flex gap-2">
        <Button
          type="button"
          variant={isArchived ? 'secondary' : 'outline'}
          aria-pressed={isArchived}
          onClick={() => onChange({ archived: isArchived ? undefined : 'true' })}
          className={cn(isArchived && 'border border-primary/40 text-primary')}
        >
          <Archive aria-hidden />
          Archived
        </Button>
        {hasActiveFilters(filters) && (
          <Button type="button" variant="ghost" onClick={onClear}>
            <X aria-hidden />
            Clear
          </Button>
        )}
      </div>
    </fieldset>
  );
}
