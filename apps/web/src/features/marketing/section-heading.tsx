import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
}

/** The centred eyebrow, title and lead paragraph every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="font-semibold text-primary text-sm uppercase tracking-wide">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-muted-foreground">{description}</p>}
    </div>
  );
}
