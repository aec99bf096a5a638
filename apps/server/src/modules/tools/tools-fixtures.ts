import { TEST_ENCRYPTION_KEY, TEST_JWT_SECRET } from '../../../test/support/test-secrets';
import { openCredentials } from '../../operator/tools/credentials';
import { deriveKeys } from '../../platform/secrets';

/** What the tools tests send: a valid tool whose fields each test overrides, and its secrets. */
export const BEARER = 'bearer-secret-4f1c9a';
export const PASSWORD = 'basic-secret-77d2e1';
export const API_KEY = 'apikey-secret-0b93aa';

export const lookupOrder = (overrides: Record<string, unknown> = {}) => ({
  name: 'lookup_order',
  description: 'Looks up an order by its order number.',
  endpoint: 'https://shop.example.com/api/orders',
  method: 'GET',
  payload: JSON.stringify({
    type: 'object',
    properties: { order_number: { type: 'string' } },
    required: ['order_number'],
  }),
  authentication: 'Bearer Token',
  bearerToken: BEARER,
  ...overrides,
});

const { credentials: sealingKeys } = deriveKeys({
  jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
  encryptionKey: TEST_ENCRYPTION_KEY,
});

/** The credentials a tool's row holds, opened as the test application opens them. */
export const openStoredCredentials = (row: {
  id: string;
  organizationId: string;
  sealedCredentials: string | null;
}) =>
  openCredentials(row.sealedCredentials, sealingKeys, {
    organizationId: row.organizationId,
    toolId: row.id,
  });
