import {
  CONVERSATION_FILTER_DELAY_MS,
  type ConversationFilters,
  conversationFiltersSchema,
} from '@frontdesk/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

/** The query-string parameter that names the selected conversation. */
export const SELECTED_PARAM = 'id';

/** The longest id text the server accepts as a search: the shared filter schema's own limit. */
export const SEARCH_MAX_LENGTH =
  conversationFiltersSchema.shape.search.unwrap().maxLength ?? undefined;

const filterKeys = [
  'startDate',
  'endDate',
  'search',
  'archived',
  'status',
  'resolution',
  'feedback',
  'rated',
  'language',
] as const;

/**
 * The filters a dashboard figure links with (docs/resolutions.md): its dates then mean the day
 * a conversation started, and archived conversations count like the others.
 */
export const isFigureFilter = (filters: ConversationFilters) =>
  filters.resolution !== undefined || filters.rated !== undefined;

/**
 * Reads the filters from the address, one parameter at a time with the shared schema, so that a
 * hand-edited bad value drops only itself instead of every filter. The search text is kept as
 * typed (a trailing space must survive a pause in typing); it is trimmed only for the server.
 */
export function readFilters(params: URLSearchParams): ConversationFilters {
  const filters: ConversationFilters = {};
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if (key === 'search') {
      filters.search = raw;
      continue;
    }
    const parsed = conversationFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') {
      (filters as Record<string, unknown>)[key] = parsed.data;
    }
  }
  return filters;
}

export function hasActiveFilters(filters: ConversationFilters): boolean {
  return Boolean(
    filters.startDate !== undefined ||
      filters.endDate !== undefined ||
      filters.search?.trim() ||
      filters.archived === 'true' ||
      filters.resolution ||
      filters.feedback ||
      filters.rated ||
      filters.language,
  );
}

/**
 * What the list asks the server: archived conversations stay out unless asked for, except under
 * a figure's filter, which lists every conversation the figure counted.
 */
export function serverFilters(filters: ConversationFilters): ConversationFilters {
  const search = filters.search?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const archived = filters.archived ?? (isFigureFilter(filters) ? undefined : 'false');
  return { ...filters, search, archived };
}

export function writeFilters(params: URLSearchParams, filters: ConversationFilters) {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) {
    // status has no control of its own: it is carried over untouched.
    if (key === 'status') continue;
    const value = filters[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  // The selection may not match the new filters; the first result gets selected instead.
  next.delete(SELECTED_PARAM);
  return next;
}

/**
 * The filters as the address holds them (`applied`, what the list shows) and as the controls
 * show them (`draft`, updated at every keystroke). Draft changes reach the address after the
 * spec's 300 ms pause, so typing an id does not send a request per character.
 */
export function useConversationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => readFilters(searchParams), [searchParams]);
  const [draft, setDraft] = useState<ConversationFilters>(applied);

  const push = useDebouncedCallback((next: ConversationFilters) => {
    setSearchParams((current) => writeFilters(current, next));
  }, CONVERSATION_FILTER_DELAY_MS);

  // Back/forward or a pasted link changes the address: the controls follow, unless the user is
  // in the middle of typing (their pending change wins).
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    if (!push.isPending()) setDraft(JSON.parse(appliedKey) as ConversationFilters);
  }, [appliedKey, push]);

  const update = (change: Partial<ConversationFilters>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    push(next);
  };

  const clear = () => {
    const next: ConversationFilters = applied.status ? { status: applied.status } : {};
    setDraft(next);
    push.cancel();
    setSearchParams((current) => writeFilters(current, next));
  };

  /**
   * Hands over a change still waiting for its delay and drops the timer, so that a selection made
   * meanwhile can be written together with it (written apart, the later one would be lost).
   */
  const takePending = (): ConversationFilters | undefined => {
    if (!push.isPending()) return undefined;
    push.cancel();
    return draft;
  };

  return { applied, draft, update, clear, takePending, isPending: push.isPending };
}
