import type { ReactNode } from 'react';

export function AuthHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="grid gap-2 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="text-balance text-muted-foreground">{description}</p>
    </div>
  );
}
