import { PricingPlans } from '@/components/pricing-plans';

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-16 bg-muted/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <PricingPlans />
      </div>
    </section>
  );
}
