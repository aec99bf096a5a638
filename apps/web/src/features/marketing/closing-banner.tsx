import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ContactButton } from './contact-button';

export function ClosingBanner({ onContact }: { onContact(): void }) {
  return (
    <section aria-labelledby="banner-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-20">
          {/* Two soft rings for depth; decorative only. */}
          <div
            aria-hidden="true"
            className="-top-24 -right-24 absolute size-72 rounded-full border-[3rem] border-primary-foreground/10"
          />
          <div
            aria-hidden="true"
            className="-bottom-32 -left-20 absolute size-80 rounded-full border-[3rem] border-primary-foreground/5"
          />
          <h2
            id="banner-heading"
            className="relative mx-auto max-w-2xl font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Ready to put your front desk on autopilot?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90">
            Start your 14-day free trial today. No setup fees, cancel anytime.
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/sign-up">Start 14-Day Free Trial</Link>
            </Button>
            <ContactButton
              size="lg"
              variant="outline"
              className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
              onContact={onContact}
            >
              Contact Sales
            </ContactButton>
          </div>
        </div>
      </div>
    </section>
  );
}
