import { type SignUpInput, signUpSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthHeading } from './components/auth-heading';

function registrationError(error: unknown): string {
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
        {serverError && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="name" placeholder="Jane Doe" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
                  <FormLabel>Password</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Creating account...' : 'Create an account'}
            </Button>
          </form>
        </Form>
        <p className="text-center text-muted-foreground text-sm">
          <Link
            to="/sign-in"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Already have an account?
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
