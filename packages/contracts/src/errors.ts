import { z } from 'zod';

/**
 * Every error the API answers has this one shape. `code` is stable and machine-readable;
 * `message` is for people (for validation failures it is the spec's exact message).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes and the HTTP status each maps to. Services throw codes; one handler maps them. */
export const errorStatus = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  forbidden_role: 403,
  last_owner: 409,
  already_member: 409,
  invitation_pending: 409,
  invitation_invalid: 404,
  invitation_for_another_email: 403,
  account_not_active: 403,
  organization_required: 403,
  not_found: 404,
  email_already_exists: 409,
  account_already_active: 409,
  activation_code_invalid: 400,
  activation_code_expired: 400,
  activation_code_not_expired: 409,
  tool_name_taken: 409,
  conversation_full: 409,
  already_assigned: 409,
  conversation_not_assigned: 409,
  handoff_disabled: 409,
  conversation_not_resolved: 409,
  rating_disabled: 409,
  quota_exceeded: 403,
  feature_not_in_plan: 403,
  billing_managed_by_provider: 409,
  reset_token_invalid: 400,
  payload_too_large: 413,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** Default human messages per code, used when a service does not give a more specific one. */
export const errorMessages: Record<ErrorCode, string> = {
  validation_error: 'The request is not valid.',
  invalid_json: 'The request body is not valid JSON.',
  unauthorized: 'Please sign in to continue.',
  invalid_credentials: 'Sign in failed. Please check your credentials.',
  token_expired: 'Token expired, please login again',
  forbidden: 'You do not have access to this resource.',
  forbidden_role: 'Your role in this organization does not allow this.',
  last_owner: 'An organization needs an owner: transfer ownership to an admin first.',
  already_member: 'This person is already a member of this organization.',
  invitation_pending:
    'An invitation to this email address is already pending. Resend it from the list.',
  invitation_invalid: 'This invitation link is not valid or has expired. Ask for a new one.',
  invitation_for_another_email:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  account_not_active: 'Please activate your account first.',
  organization_required: 'Select an organization first.',
  not_found: 'Not found.',
  email_already_exists: 'An account with this email already exists. Please try signing in instead.',
  account_already_active: 'This account is already active.',
  activation_code_invalid: 'The activation code is not valid.',
  activation_code_expired: 'The activation code has expired. Please request a new one.',
  activation_code_not_expired:
    'Previous activation code is still valid. Please wait 10 minutes before requesting a new one.',
  tool_name_taken: 'A tool with this name already exists in this organization.',
  already_assigned: 'Someone else on your team has already taken this conversation.',
  conversation_not_assigned:
    'Take over this conversation before replying. It is not assigned to you.',
  handoff_disabled: 'Talking to a person is not available for this chat.',
  conversation_not_resolved: 'Only a resolved conversation can be rated.',
  rating_disabled: 'This business does not ask for ratings.',
  conversation_full:
    'This conversation has reached its length limit. Start a new conversation to continue.',
  quota_exceeded: "Your plan's limit is reached. Upgrade your plan to add more.",
  feature_not_in_plan: 'Your plan does not include this feature. Upgrade your plan to use it.',
  billing_managed_by_provider: 'Manage your subscription in the billing portal.',
  reset_token_invalid:
    'Something went wrong. Please go to login and reset password again to repeat the flow.',
  payload_too_large: 'The request is too large.',
  too_many_requests: 'Too many requests. Please wait a few minutes before trying again.',
  internal_error: 'Something went wrong',
  service_unavailable: 'The service is temporarily unavailable.',
};
