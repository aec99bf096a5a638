import {
  DEFAULT_TOOL_ACCESS,
  type ToolInput,
  type ToolView,
  type toolSchema,
} from '@frontdesk/contracts';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';

/** What the form holds while it is being edited (the form always fills every field). */
export type ToolFormValues = z.input<typeof toolSchema>;

type CredentialField =
  | 'bearerToken'
  | 'basicAuthUsername'
  | 'basicAuthPassword'
  | 'apiKey'
  | 'apiKeyHeaderName';

/** The credential fields each authentication type asks for. */
export const credentialFieldsOf: Record<ToolInput['authentication'], CredentialField[]> = {
  None: [],
  'Bearer Token': ['bearerToken'],
  'Basic Auth': ['basicAuthUsername', 'basicAuthPassword'],
  'API Key': ['apiKey', 'apiKeyHeaderName'],
};

const credentialFields: CredentialField[] = [
  'bearerToken',
  'basicAuthUsername',
  'basicAuthPassword',
  'apiKey',
  'apiKeyHeaderName',
];

/** Every credential field empty: a new tool's, and what a type that does not use one sends. */
const noCredentials = Object.fromEntries(credentialFields.map((field) => [field, ''])) as Record<
  CredentialField,
  string
>;

export const emptyToolForm: Required<ToolFormValues> = {
  name: '',
  description: '',
  endpoint: '',
  method: 'GET',
  access: DEFAULT_TOOL_ACCESS,
  payload: '',
  authentication: 'None',
  ...noCredentials,
};

/**
 * A saved tool in the form. Stored secrets arrive as SECRET_MASK and stay so unless the user types
 * a new one: sent back unchanged, the mask keeps the stored secret.
 */
export function toolFormValuesOf(tool: ToolView): Required<ToolFormValues> {
  return {
    name: tool.name,
    description: tool.description,
    endpoint: tool.endpoint,
    method: tool.method,
    access: tool.access,
    payload: tool.payload,
    authentication: tool.authentication,
    bearerToken: tool.bearerToken,
    basicAuthUsername: tool.basicAuthUsername,
    basicAuthPassword: tool.basicAuthPassword,
    apiKey: tool.apiKey,
    apiKeyHeaderName: tool.apiKeyHeaderName,
  };
}

/**
 * The POST and PATCH body: every field of the spec, with '' for the credentials the chosen
 * authentication does not use, so a value typed under another type is never sent.
 */
export function toToolPayload(values: z.output<typeof toolSchema>): ToolInput {
  const used = new Set(credentialFieldsOf[values.authentication]);
  const credentials = Object.fromEntries(
    credentialFields.map((field) => [field, used.has(field) ? (values[field] ?? '') : '']),
  ) as Record<CredentialField, string>;
  return {
    name: values.name,
    description: values.description,
    payload: values.payload ?? '',
    endpoint: values.endpoint,
    method: values.method,
    access: values.access ?? DEFAULT_TOOL_ACCESS,
    authentication: values.authentication,
    ...credentials,
  };
}

/** The spec's rule for tool failures: the error's message, else its error field, else a fallback. */
export function toolErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  return fallback;
}
