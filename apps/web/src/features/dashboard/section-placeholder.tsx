import { useMatches } from 'react-router';

export interface PlaceholderHandle {
  title: string;
}

/** Stands in for a dashboard section whose own work has not landed yet. */
export function SectionPlaceholder() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as PlaceholderHandle | undefined)?.title ?? '';
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">This section is coming soon.</p>
    </section>
  );
}
