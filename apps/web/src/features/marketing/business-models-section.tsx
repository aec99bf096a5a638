import { cn } from '@/lib/cn';
import { businessModels } from './marketing-content';
import { SectionHeading } from './section-heading';

/** The target industries of the spec's section 1. */
export function BusinessModelsSection() {
  return (
    <section aria-labelledby="business-models-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="business-models-heading"
          eyebrow="Business models"
          title="Built for the way your industry talks to customers"
          description="Wherever customers ask questions before they buy, book or come back, an operator can answer."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {businessModels.map(({ icon: Icon, title, description }, index) => {
            // The last card closes the grid's final row on wide screens (7 cards in 4 columns).
            const isLast = index === businessModels.length - 1;
            return (
              <li
                key={title}
                className={cn(
                  'rounded-xl border p-6',
                  isLast
                    ? 'bg-primary text-primary-foreground sm:col-span-2 lg:col-span-2'
                    : 'bg-card shadow-sm',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-lg',
                    isLast ? 'bg-primary-foreground/15' : 'bg-primary/10 text-primary',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p
                  className={cn(
                    'mt-2 text-sm',
                    isLast ? 'text-primary-foreground/90' : 'text-muted-foreground',
                  )}
                >
                  {description}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
