import { IconTile } from '@/components/icon-tile';
import { benefits, stats } from './marketing-content';
import { SectionHeading } from './section-heading';
import { WhyChooseRotator } from './why-choose-rotator';

/** Why Choose: six benefit cards, the four stats, then the rotating list. */
export function WhyChooseSection() {
  return (
    <section
      id="why-us"
      aria-labelledby="why-us-heading"
      className="scroll-mt-16 bg-muted/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-us-heading"
          eyebrow="Why Us"
          title="Why Choose Frontdesk"
          description="Built for businesses that want every customer answered, without growing the support team."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <IconTile icon={Icon} className="rounded-lg" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground text-sm">{description}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border lg:grid-cols-4">
          {stats.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse items-center gap-1 bg-card px-4 py-8">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-bold text-3xl text-primary tracking-tight sm:text-4xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <WhyChooseRotator />
      </div>
    </section>
  );
}
