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
