import { signInFormSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { EmailField, PasswordField } from '@/components/auth-fields';
import { AuthLayout } from '@/components/auth-layout';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';
import { ValidatedForm } from '@/components/validated-form';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthHeading } from './components/auth-heading';
import { AuthLink } from './components/auth-link';
import { ForgotPasswordDialog } from './components/forgot-password-dialog';

type SignInValues = z.infer<typeof signInFormSchema>;

export function SignInPage() {
  const { signIn } = useSession();
  const [searchParams] = useSearchParams();
  const [isForgotOpen, setForgotOpen] = useState(false);

  // After a token expiry the session sends the user here with the e-mail in the query.
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });
  const isSubmitting = form.formState.isSubmitting;

  async function onSubmit(values: SignInValues) {
    try {
      // Where to go next is the guest-only guard's call: it redirects as soon as the session has
      // a user (activation, the page the visitor came from, or /organizations). Navigating here
      // as well raced it into a lazily loaded route and left the page blank.
      await signIn(values);
    } catch (error) {
      toast.error(errorMessage(error, 'Sign in failed. Please check your credentials.'));
    }
  }

  return (
    <AuthLayout imageSide="right">
      <div className="grid gap-6">
        <AuthHeading
          title="Sign In"
          description="Enter your email below to login to your account"
        />
        <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
          <EmailField control={form.control} />
          <PasswordField
            control={form.control}
            autoComplete="current-password"
            labelAside={
              <Button
                type="button"
                variant="link"
                className="h-auto p-0 font-normal text-sm"
                onClick={() => setForgotOpen(true)}
              >
                Forgot your password?
              </Button>
            }
          />
          <SubmitButton isPending={isSubmitting} pendingLabel="Signing In..." className="w-full">
            Sign In
          </SubmitButton>
        </ValidatedForm>
        <AuthLink prompt="Don't have an account?" to="/sign-up">
          Sign up
        </AuthLink>
      </div>
      {/* Outside the sign-in form: React bubbles submit events through portals. */}
      <ForgotPasswordDialog
        open={isForgotOpen}
        onOpenChange={setForgotOpen}
        defaultEmail={form.getValues('email')}
      />
    </AuthLayout>
  );
}
