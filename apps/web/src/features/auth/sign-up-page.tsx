import { type SignUpInput, signUpSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField, PasswordField } from '@/components/auth-fields';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { ValidatedForm } from '@/components/validated-form';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthHeading } from './components/auth-heading';
import { AuthLink } from './components/auth-link';

function registrationError(error: unknown): string {
  // The spec's message for a taken address. The server no longer sends the code (it answers a
  // taken address as a new one, so that sign-up does not tell who has an account): kept for the
  // spec and for a server that would.
  if (error instanceof ApiRequestError && error.code === 'email_already_exists') {
    return 'An account with this email already exists. Please try signing in instead.';
  }
  return errorMessage(error, 'An error occurred during registration. Please try again.');
}

export function SignUpPage() {
  const { signUp } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const isSubmitting = form.formState.isSubmitting;

  async function onSubmit(values: SignUpInput) {
    setServerError(null);
    try {
      // The guest-only guard sends the new, inactive user to /account-activation.
      await signUp(values);
    } catch (error) {
      setServerError(registrationError(error));
    }
  }

  return (
    <AuthLayout imageSide="left">
      <div className="grid gap-6">
        <AuthHeading title="Sign Up" description="Enter your information to create an account" />
        {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
        <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
          <TextField
            control={form.control}
            name="name"
            label="Name"
            autoComplete="name"
            placeholder="Jane Doe"
          />
          <EmailField control={form.control} />
          <PasswordField control={form.control} autoComplete="new-password" />
          <SubmitButton
            isPending={isSubmitting}
            pendingLabel="Creating account..."
            className="w-full"
          >
            Create an account
          </SubmitButton>
        </ValidatedForm>
        <AuthLink to="/sign-in">Already have an account?</AuthLink>
      </div>
    </AuthLayout>
  );
}
