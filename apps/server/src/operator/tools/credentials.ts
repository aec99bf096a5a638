import type { ToolInput } from '@frontdesk/contracts';
import { decryptSecret, encryptSecret, type SealingKeys } from '../../platform/crypto';

/** The secret fields of a tool; sealed together as one JSON document in `sealed_credentials`. */
export interface ToolCredentials {
  bearerToken?: string;
  basicAuthPassword?: string;
  apiKey?: string;
}

export const SECRET_FIELDS = ['bearerToken', 'basicAuthPassword', 'apiKey'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** Which secret each authentication uses: switching type drops the others. */
export const secretFieldOf: Record<ToolInput['authentication'], SecretField | undefined> = {
  None: undefined,
  'Bearer Token': 'bearerToken',
  'Basic Auth': 'basicAuthPassword',
  'API Key': 'apiKey',
};

/** Where sealed credentials belong: they open for this organization's tool and no other. */
export interface CredentialsOwner {
  organizationId: string;
  toolId: string;
}

const sealingContext = (owner: CredentialsOwner) => [
  'tool-credentials',
  owner.organizationId,
  owner.toolId,
];

export function sealCredentials(
  credentials: ToolCredentials,
  keys: SealingKeys,
  owner: CredentialsOwner,
): string | null {
  const present = Object.fromEntries(
    Object.entries(credentials).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  if (Object.keys(present).length === 0) return null;
  return encryptSecret(JSON.stringify(present), keys, sealingContext(owner));
}

/** Throws when the value was sealed under another key or for another tool or organization. */
export function openCredentials(
  sealed: string | null,
  keys: SealingKeys,
  owner: CredentialsOwner,
): ToolCredentials {
  if (!sealed) return {};
  return JSON.parse(decryptSecret(sealed, keys, sealingContext(owner))) as ToolCredentials;
}

export interface ToolAuthSettings {
  authentication: string;
  basicAuthUsername: string | null;
  apiKeyHeaderName: string | null;
}

/** The headers that authenticate a call; added at call time, never shown to the model. */
export function authHeadersFor(
  tool: ToolAuthSettings,
  credentials: ToolCredentials,
): Record<string, string> {
  switch (tool.authentication) {
    case 'Bearer Token':
      return credentials.bearerToken ? { authorization: `Bearer ${credentials.bearerToken}` } : {};
    case 'Basic Auth': {
      const pair = `${tool.basicAuthUsername ?? ''}:${credentials.basicAuthPassword ?? ''}`;
      return { authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
    }
    case 'API Key':
      return tool.apiKeyHeaderName && credentials.apiKey
        ? { [tool.apiKeyHeaderName.toLowerCase()]: credentials.apiKey }
        : {};
    default:
      return {};
  }
}

/**
 * Every form a secret could come back in (an endpoint echoing its headers): cut from whatever
 * the model is shown.
 */
export function secretSpellings(tool: ToolAuthSettings, credentials: ToolCredentials): string[] {
  const secrets = SECRET_FIELDS.map((field) => credentials[field]).filter(
    (value): value is string => typeof value === 'string' && value.length >= 4,
  );
  const spellings = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
  if (tool.authentication === 'Basic Auth' && credentials.basicAuthPassword) {
    const pair = `${tool.basicAuthUsername ?? ''}:${credentials.basicAuthPassword}`;
    spellings.push(Buffer.from(pair, 'utf8').toString('base64'));
  }
  return [...new Set(spellings)].sort((a, b) => b.length - a.length);
}

export function redactSecrets(text: string, spellings: string[]): string {
  let redacted = text;
  for (const secret of spellings) redacted = redacted.split(secret).join('[redacted]');
  return redacted;
}
