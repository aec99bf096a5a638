import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BusinessModelsSection } from './business-models-section';
import { ClosingBanner } from './closing-banner';
import { FeaturesCarousel } from './features-carousel';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LazyContactDialog } from './lazy-overlays';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhyChooseSection } from './why-choose-section';

/** The public landing page (spec section 2), sections in the spec's order. */
export function LandingPage() {
  const [isContactOpen, setContactOpen] = useState(false);
  // Mounted from the first request on, and kept: a draft survives closing with Cancel.
  const [isContactRequested, setContactRequested] = useState(false);
  const openContact = () => {
    setContactRequested(true);
    setContactOpen(true);
  };
  const { hash } = useLocation();

  // The page arrives as a lazy chunk, after the browser has given up looking for the address's
  // #section, so a link like /#pricing from another page is honoured here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on every hash change
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, []);

  // Anchor jumps glide, unless the visitor asked their system for less motion.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('motion-safe:scroll-smooth');
    return () => root.classList.remove('motion-safe:scroll-smooth');
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="-translate-y-16 fixed top-2 left-2 z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader onContact={openContact} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <HowItWorksSection />
        <WhyChooseSection />
        <FeaturesCarousel />
        <FeaturesSection onContact={openContact} />
        <BusinessModelsSection />
        <PricingSection />
        <ClosingBanner onContact={openContact} />
      </main>
      <SiteFooter />
      {isContactRequested && (
        <Suspense fallback={null}>
          <LazyContactDialog open={isContactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </div>
  );
}
