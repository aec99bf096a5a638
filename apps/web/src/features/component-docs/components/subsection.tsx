import type { ReactNode } from 'react';

/** A titled part of a docs section, a level below the section's heading. */
export function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold text-base">{title}</h3>
      {children}
    </section>
  );
}

/** A paragraph of explanation between samples. */
export function Prose({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-sm leading-relaxed">{children}</p>;
}

/** A numbered step of a how-to, which reads before its sample. */
export function Step({ children }: { children: ReactNode }) {
  return <p className="mt-2 font-medium text-sm">{children}</p>;
}
