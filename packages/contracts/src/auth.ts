import { z } from 'zod';

/** E-mail addresses are case-insensitive: we store and compare them trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailField = (message: string) => z.string().trim().email({ message });

// Sign-in keeps the spec's own wording and its symbol set, which differ from sign-up's.
const SIGN_IN_SYMBOLS = /[!@#$%^&*(),.?":{}|<>]/;

export const signInPasswordSchema = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters long.' })
  .regex(/[A-Z]/, { message: 'Password must contain at least one capital letter.' })
  .regex(SIGN_IN_SYMBOLS, { message: 'Password must contain at least one symbol.' });

/** The rules of a new password: sign-up and change-password share them. */
export const newPasswordSchema = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters.' })
  .max(128, { message: 'Password must be 128 characters or less.' })
  .regex(/[A-Z]/, { message: 'Must contain at least one uppercase letter.' })
  .regex(/[0-9]/, { message: 'Must contain at least one number.' })
  .regex(/[^A-Za-z0-9]/, { message: 'Must contain at least one symbol.' });

export const signInSchema = z.object({
  email: emailField('Please enter a valid email.'),
  // The server accepts any non-empty password at sign-in: accounts created before a rule changed
  // must still be able to sign in. The form applies the sign-in rules on top (signInFormSchema).
  password: z.string().min(1, { message: 'Password is required.' }).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signInFormSchema = signInSchema.extend({ password: signInPasswordSchema });

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required.' })
    .max(100, { message: 'Name must be 100 characters or less.' }),
  email: emailField('Please enter a valid email.'),
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField('Please enter a valid email.'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const changePasswordFormSchema = z.object({ password: newPasswordSchema });

export const changePasswordSchema = z.object({
  email: emailField('Please enter a valid email.'),
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const ACTIVATION_CODE_LENGTH = 6;
/** How long before a new activation code may be requested (spec section 9). */
export const ACTIVATION_RESEND_WAIT_MINUTES = 10;

export const activationSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'The activation code must be exactly 6 digits.' }),
});
export type ActivationInput = z.infer<typeof activationSchema>;

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(100),
  email: z.string().email({ message: 'Invalid email' }),
  phone: z.string().trim().max(40).optional(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const updateProfileSchema = profileFormSchema.pick({ name: true, phone: true });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of calls that only hand back a fresh token (organization switch). */
export const accessTokenResponseSchema = z.object({ accessToken: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Claims of our access token. `org` is the selected organization, absent until one is chosen. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  exp: z.number(),
  iat: z.number(),
  ver: z.number().int(),
  org: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Success texts of the auth flows (spec section 8). */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists with this email, a password reset link has been sent.';
