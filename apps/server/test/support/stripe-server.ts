import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as Stripe's API answers it, with only the fields we read. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  items: {
    object: 'list';
    data: {
      id: string;
      price: { id: string };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded into its flat keys (`line_items[0][price]`). */
  params: URLSearchParams;
  authorization: string | undefined;
}

/**
 * Stripe's wire protocol for the calls Frontdesk makes, on loopback: form-encoded requests, JSON
 * objects back. It keeps customers and the subscriptions a test gives them, and records every
 * request, so tests need no outside service and mock nothing of ours.
 */
export async function startStripeServer() {
  const requests: StripeRequest[] = [];
  const subscriptionsByCustomer = new Map<string, FakeSubscription[]>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${++counter}`;

  const routes: Record<string, (params: URLSearchParams, query: URLSearchParams) => unknown> = {
    'POST /v1/customers': (params) => ({
      id: id('cus'),
      object: 'customer',
      name: params.get('name'),
      metadata: { organization_id: params.get('metadata[organization_id]') },
    }),
    'POST /v1/customer_sessions': (params) => ({
      object: 'customer_session',
      client_secret: `cuss_secret_${++counter}`,
      customer: params.get('customer'),
      components: { pricing_table: { enabled: true } },
    }),
    'POST /v1/checkout/sessions': () => {
      const sessionId = id('cs_test');
      return {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      };
    },
    'POST /v1/billing_portal/sessions': () => ({
      id: id('bps'),
      object: 'billing_portal.session',
      url: `https://billing.stripe.test/p/session/${counter}`,
    }),
    'GET /v1/subscriptions': (_params, query) => ({
      object: 'list',
      url: '/v1/subscriptions',
      has_more: false,
      data: subscriptionsByCustomer.get(query.get('customer') ?? '') ?? [],
    }),
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      authorization: request.headers.authorization,
    });
    const route = routes[`${request.method} ${url.pathname}`];
    response.setHeader('Content-Type', 'application/json');
    if (!route) {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such route' } }),
      );
      return;
    }
    response.end(JSON.stringify(route(params, url.searchParams)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe holds now for the customer: the state a webhook makes us read again. */
    setSubscriptions(customerId: string, subscriptions: FakeSubscription[]) {
      subscriptionsByCustomer.set(customerId, subscriptions);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription on the given price, for the current month unless told otherwise. */
export function fakeSubscription(
  customer: string,
  price: string,
  fields: Partial<Omit<FakeSubscription, 'items'>> = {},
): FakeSubscription {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: 'sub_1',
    object: 'subscription',
    customer,
    status: 'active',
    created: now,
    trial_start: null,
    trial_end: null,
    cancel_at: null,
    cancel_at_period_end: false,
    ...fields,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: price },
          current_period_start: now,
          current_period_end: now + 30 * 86_400,
        },
      ],
    },
  };
}
