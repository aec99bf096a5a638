import type { VerificationType } from '@frontdesk/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PendingReview } from './components/pending-review';
import { StartVerification } from './components/start-verification';
import { StatusCard } from './components/status-card';
import { TypeSelection } from './components/type-selection';
import { VerificationForm } from './components/verification-form';
import { verificationForms } from './verification-forms';
import type { VerificationStatus } from './verification-status';

/**
 * Organization verification (spec section 4): Unverified, then Verifying while the user picks a
 * type and fills its form, then Pending once submitted. It is local only: the status lives in
 * this page and the forms send nothing.
 */
export function VerificationPage() {
  const [status, setStatus] = useState<VerificationStatus>('unverified');
  const [type, setType] = useState<VerificationType | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const step = `${status}:${type}`;
  const shownStep = useRef(step);

  useEffect(() => {
    // Each step replaces the one before, often from the foot of a long form: bring the page's
    // top back into view and put the focus on the new step, not on a button that is gone.
    if (shownStep.current === step) return;
    shownStep.current = step;
    pageRef.current?.scrollIntoView({ block: 'start' });
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);

  function submit() {
    toast.success('Verification information submitted successfully.');
    setStatus('pending');
  }

  return (
    <div ref={pageRef} className="mx-auto w-full max-w-4xl scroll-mt-20 space-y-6">
      <PageHeader
        title="Organization Verification"
        description="Confirm who stands behind your organization: a registered business or an individual."
      />
      <StatusCard status={status} />
      <div ref={stepRef} tabIndex={-1} className="space-y-4 outline-none">
        {status === 'unverified' && <StartVerification onStart={() => setStatus('verifying')} />}
        {status === 'verifying' && type === null && <TypeSelection onChoose={setType} />}
        {status === 'verifying' && type !== null && (
          <>
            <Button
              variant="link"
              className="h-auto px-0 text-muted-foreground hover:text-foreground"
              onClick={() => setType(null)}
            >
              ← Back to type selection
            </Button>
            <VerificationForm key={type} spec={verificationForms[type]} onSubmitted={submit} />
          </>
        )}
        {status === 'pending' && <PendingReview />}
      </div>
    </div>
  );
}
