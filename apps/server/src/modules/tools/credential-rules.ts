import { SECRET_MASK, type ToolInput } from '@frontdesk/contracts';
import type { SecretField, ToolCredentials } from '../../operator/tools/credentials';
import { AppError } from '../../platform/errors';

/** The spec's message when a credential is missing, per field. */
const requiredMessage: Record<SecretField, string> = {
  bearerToken: 'Bearer Token is required',
  basicAuthPassword: 'Password is required',
  apiKey: 'API Key is required',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Methods that change something at the endpoint: a credential entered for reading is not for them. */
const WRITE_METHODS = new Set<string>(['POST', 'PATCH', 'DELETE']);

export const invalid = (message: string) => new AppError('validation_error', message);

/** Where a tool sends its credential: the stored one may follow only what it was entered for. */
interface SavedDestination {
  endpoint: string;
  method: string;
}

/**
 * Why the stored credential may not follow the change, or undefined when it may. Whoever can edit
 * a tool must not be able to send its credential to a host of their own, over another scheme or
 * port, or to a method that writes where the credential was entered for reading.
 */
function reasonToEnterAgain(input: ToolInput, saved: SavedDestination): string | undefined {
  const before = URL.parse(saved.endpoint);
  const after = URL.parse(input.endpoint);
  if (!before || !after || before.hostname !== after.hostname) {
    return "Enter the credential again: the endpoint's host changed.";
  }
  if (before.origin !== after.origin) {
    return "Enter the credential again: the endpoint's scheme or port changed.";
  }
  if (input.method !== saved.method && WRITE_METHODS.has(input.method)) {
    return `Enter the credential again: the method changed to ${input.method}.`;
  }
  return undefined;
}

/**
 * The secret to keep: the new one, or the stored one when the mask came back unchanged and the
 * tool still calls where the secret was entered for.
 */
export function chosenSecret(
  field: SecretField,
  input: ToolInput,
  stored: ToolCredentials,
  saved: SavedDestination | undefined,
): string {
  const sent = input[field]?.trim() ?? '';
  const keeping = sent === SECRET_MASK;
  const secret = keeping ? stored[field] : sent;
  if (!secret) throw invalid(requiredMessage[field]);
  const moved = keeping && saved ? reasonToEnterAgain(input, saved) : undefined;
  if (moved) throw invalid(moved);
  if (CONTROL_CHARACTERS.test(secret)) {
    throw invalid('Credentials cannot contain line breaks or control characters.');
  }
  return secret;
}
