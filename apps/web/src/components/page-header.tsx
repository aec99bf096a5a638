import type { ReactNode } from 'react';

/** A page's title and the sentence under it that says what the page is for. */
export function PageHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <header className="space-y-1">
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </header>
  );
}
