import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { TextField } from './text-field';

/**
 * The e-mail and password fields the auth forms share (sign-in, sign-up, password reset, and the
 * invitation's sign-up). Each form has its own values, so the fields take any form that has an
 * `email` (or a `password`) string.
 */
export function EmailField<TValues extends { email: string }, TOutput>({
  control,
}: {
  control: Control<TValues, unknown, TOutput>;
}) {
  return (
    <TextField
      control={control}
      name={'email' as FieldPath<TValues>}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="m@example.com"
    />
  );
}

interface PasswordFieldProps<TValues extends { password: string }, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  label?: string;
  /** 'current-password' to sign in; 'new-password' where one is chosen, so managers offer one. */
  autoComplete: 'current-password' | 'new-password';
  /** At the label's end, e.g. the "Forgot your password?" link. */
  labelAside?: ReactNode;
}

export function PasswordField<TValues extends { password: string }, TOutput>({
  control,
  label = 'Password',
  autoComplete,
  labelAside,
}: PasswordFieldProps<TValues, TOutput>) {
  return (
    <TextField
      control={control}
      name={'password' as FieldPath<TValues>}
      label={label}
      labelAside={labelAside}
      type="password"
      autoComplete={autoComplete}
    />
  );
}
