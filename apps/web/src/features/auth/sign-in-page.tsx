import { signInFormSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthLayout } from '@/components/auth-layout';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthHeading } from './components/auth-heading';
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
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder="m@example.com"
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <div className="flex items-center justify-between gap-2">
                    <FormLabel>Password</FormLabel>
                    <Button
                      type="button"
                      variant="link"
                      className="h-auto p-0 font-normal text-sm"
                      onClick={() => setForgotOpen(true)}
                    >
                      Forgot your password?
                    </Button>
                  </div>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        </Form>
        <p className="text-center text-muted-foreground text-sm">
          Don&apos;t have an account?{' '}
          <Link
            to="/sign-up"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </p>
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
