import { IconTile } from '@/components/icon-tile';
import { steps } from './marketing-content';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-16 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How It Works"
          title="From sign-up to a working operator in three steps"
          description="No engineering project, no long onboarding: most businesses are live the same day."
        />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span
                className="absolute top-6 right-6 font-bold text-4xl text-primary/15"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <IconTile
                icon={Icon}
                size="lg"
                className="rounded-lg bg-primary text-primary-foreground"
              />
              <h3 className="mt-5 font-semibold text-lg">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
