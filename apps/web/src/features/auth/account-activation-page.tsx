import { ACTIVATION_CODE_LENGTH } from '@frontdesk/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useRegenerateActivationCode } from './api/regenerate-activation-code';
import { ActivationCodeInput } from './components/activation-code-input';
import { AuthHeading } from './components/auth-heading';

function resendError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'activation_code_not_expired') {
      return 'Previous activation code is still valid. Please wait 10 minutes before requesting a new one.';
    }
    if (error.status === 429) {
      return 'Too many requests. Please wait a few minutes before trying again.';
    }
  }
  return errorMessage(error, 'Failed to resend verification code. Please try again.');
}

export function AccountActivationPage() {
  const { user, activate, signOut } = useSession();
  const navigate = useNavigate();
  const regenerate = useRegenerateActivationCode();
  const [code, setCode] = useState('');
  const [isActivating, setActivating] = useState(false);
  const [activationError, setActivationError] = useState<string | null>(null);
  // Right after sign-up the user may not be loaded yet; the e-mail is stored at sign-up.
  const email = user?.email ?? storage.getEmail();
  const isComplete = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`).test(code);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete || isActivating) return;
    setActivating(true);
    setActivationError(null);
    try {
      await activate(code);
      navigate('/organizations', { replace: true });
    } catch (error) {
      setActivationError(errorMessage(error, 'Failed to activate account. Please try again.'));
      setActivating(false);
    }
  }

  function onResend() {
    regenerate.mutate(undefined, {
      onSuccess: () => toast.success('A new verification code has been sent to your email.'),
      onError: (error) => toast.error(resendError(error)),
    });
  }

  async function onSignOut() {
    await signOut();
    navigate('/sign-in', { replace: true });
  }

  return (
    <AuthLayout>
      <div className="grid gap-6">
        <AuthHeading
          title="Activate your account"
          description={
            email ? (
              <>
                We sent a code to <span className="font-medium text-foreground">{email}</span>.
                Enter it below to activate your account.
              </>
            ) : (
              'We sent a code to your email. Enter it below to activate your account.'
            )
          }
        />
        {activationError && <ErrorAlert>{activationError}</ErrorAlert>}
        <form onSubmit={onSubmit} className="grid gap-4">
          <ActivationCodeInput
            value={code}
            onChange={setCode}
            length={ACTIVATION_CODE_LENGTH}
            disabled={isActivating}
            invalid={!!activationError}
            label="Activation code"
          />
          <SubmitButton
            isPending={isActivating}
            pendingLabel="Activating..."
            className="w-full"
            disabled={!isComplete || isActivating}
          >
            Activate Account
          </SubmitButton>
        </form>
        <div className="grid justify-items-center gap-1 text-muted-foreground text-sm">
          <p className="flex flex-wrap items-center justify-center gap-x-1">
            Didn&apos;t get the code?
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={onResend}
              disabled={regenerate.isPending}
            >
              {regenerate.isPending ? 'Resending...' : 'Resend verification code'}
            </Button>
          </p>
          <p className="flex flex-wrap items-center justify-center gap-x-1">
            Wrong email?
            <Button type="button" variant="link" className="h-auto p-0" onClick={onSignOut}>
              Sign out
            </Button>
          </p>
        </div>
      </div>
    </AuthLayout>
  );
}
