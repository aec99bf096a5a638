import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ContactButton } from './contact-button';
import { features } from './marketing-content';
import { SectionHeading } from './section-heading';

export function FeaturesSection({ onContact }: { onContact(): void }) {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-16 bg-muted/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to run an AI front desk"
          description="Teach it, connect it, put it on your website, and see how it does, all from one dashboard."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, description, comingSoon }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <IconTile icon={Icon} className="shrink-0 rounded-lg" />
              <div>
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {title}
                  {comingSoon && <Badge variant="secondary">Coming Soon</Badge>}
                </h3>
                <p className="mt-1 text-muted-foreground text-sm">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/sign-up">
              Start Your Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <ContactButton size="lg" variant="outline" onContact={onContact}>
            Schedule a Demo
          </ContactButton>
        </div>
      </div>
    </section>
  );
}
