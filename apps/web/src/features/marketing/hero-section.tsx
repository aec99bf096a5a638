import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { ChatMockup } from './chat-mockup';
import { heroStats } from './marketing-content';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* A soft wash of the accent behind the hero; decorative only. */}
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-x-0 top-0 h-[36rem] bg-gradient-to-b from-accent to-background"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-primary/20 bg-background px-3 py-1 font-medium text-primary text-sm">
            AI operators for customer service
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            Your customers answered around the clock
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Frontdesk builds AI operators that answer customer inquiries 24/7, grounded in your own
            knowledge and connected to your tools. Deploy in under 5 minutes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/sign-up">
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See How It Works</a>
            </Button>
          </div>
          <p className="mt-4 text-muted-foreground text-sm">
            14-day free trial on selected plans · No setup fees · Cancel anytime
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-3">
            {heroStats.map(({ icon: Icon, title, description }) => (
              <li key={title} className="flex items-start gap-3 sm:flex-col sm:gap-2">
                <IconTile icon={Icon} className="shrink-0 rounded-lg" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-muted-foreground text-sm">{description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <ChatMockup />
      </div>
    </section>
  );
}
