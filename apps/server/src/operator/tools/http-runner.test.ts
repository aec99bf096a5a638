import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startToolEndpoint, type ToolEndpoint } from '../../../test/support/tool-endpoint';
import { buildRequestUrl, sendToolRequest, type ToolHttpRequest } from './http-runner';
import { parseDestinationPolicy, type Resolver } from './ssrf-guard';

// Real HTTP servers on loopback stand in for a business's endpoints. Loopback is private, so the
// tests allow 127.0.0.1 on purpose, as a self-hosted business would allow its own hosts.
const allowLoopback = parseDestinationPolicy('127.0.0.1');
const noPolicy = parseDestinationPolicy('');
const options = { timeoutMs: 2000, maxResponseBytes: 64 * 1024, policy: allowLoopback };

let endpoint: ToolEndpoint;
let other: ToolEndpoint;
beforeAll(async () => {
  endpoint = await startToolEndpoint((request) => {
    if (request.path === '/slow') return { delayMs: 1500 };
    if (request.path === '/big') return { body: 'x'.repeat(100 * 1024) };
    if (request.path === '/fail') return { status: 503, body: '{"error":"down"}' };
    const to = request.query.get('to');
    if (request.path === '/redirect' && to) {
      return { status: Number(request.query.get('status') ?? 302), headers: { location: to } };
    }
    return { body: JSON.stringify({ echoed: request.path }) };
  });
  other = await startToolEndpoint(() => ({ body: '{"other":true}' }));
});
afterAll(async () => {
  await endpoint?.close();
  await other?.close();
});

const request = (overrides: Partial<ToolHttpRequest>): ToolHttpRequest => ({
  endpoint: endpoint.url(),
  method: 'GET',
  arguments: {},
  authHeaders: {},
  ...overrides,
});

describe('calling a tool endpoint', () => {
  it('sends GET arguments as query parameters and the others as a JSON body', async () => {
    const url = buildRequestUrl(
      request({
        endpoint: 'https://api.example.com/orders?v=2',
        arguments: { id: 'A 1', tags: ['x', 'y'], filter: { a: 1 }, none: null },
      }),
    );
    expect(url.toString()).toBe(
      'https://api.example.com/orders?v=2&id=A+1&tags=x&tags=y&filter=%7B%22a%22%3A1%7D',
    );
    const posted = await sendToolRequest(
      request({
        method: 'PATCH',
        arguments: { quantity: 2 },
        authHeaders: { authorization: 'Bearer t0ken' },
      }),
      options,
    );
    expect(posted).toMatchObject({ outcome: 'ok', httpStatus: 200 });
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('PATCH');
    expect(JSON.parse(received.body)).toEqual({ quantity: 2 });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers.authorization).toBe('Bearer t0ken');
  });

  it('refuses a loopback endpoint for real when it is not allowed, without sending anything', async () => {
    const before = endpoint.requests.length;
    for (const url of [
      endpoint.url(),
      `http://localhost:${endpoint.port}/tool`,
      `http://2130706433:${endpoint.port}/`,
      `http://[::ffff:127.0.0.1]:${endpoint.port}/`,
    ]) {
      const result = await sendToolRequest(request({ endpoint: url }), {
        ...options,
        policy: noPolicy,
      });
      expect(result.outcome, url).toBe('blocked');
    }
    expect(endpoint.requests.length).toBe(before);
  });

  it('checks every redirect hop again and refuses one to a private address', async () => {
    for (const to of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://[::1]/',
      `http://127.0.0.2:${other.port}/`,
      'file:///etc/passwd',
    ]) {
      const before = other.requests.length;
      const result = await sendToolRequest(
        request({ endpoint: endpoint.url(`/redirect?to=${encodeURIComponent(to)}`) }),
        options,
      );
      expect(result.outcome, to).toBe('blocked');
      expect(other.requests.length).toBe(before);
    }
  });

  it('follows up to three allowed redirects, without the credentials on another origin', async () => {
    const hop = (to: string) => endpoint.url(`/redirect?to=${encodeURIComponent(to)}`);
    const result = await sendToolRequest(
      request({
        endpoint: hop(other.url('/landing')),
        method: 'POST',
        arguments: { a: 1 },
        authHeaders: { 'x-api-key': 'k3y-secret' },
      }),
      options,
    );
    expect(result).toMatchObject({ outcome: 'ok', body: '{"other":true}' });
    const landed = other.requests.at(-1)!;
    expect(landed.method).toBe('GET'); // a 302 after POST continues as GET, as browsers do
    expect(landed.headers['x-api-key']).toBeUndefined();

    const tooMany = await sendToolRequest(
      request({ endpoint: hop(hop(hop(hop(endpoint.url('/end'))))) }),
      options,
    );
    expect(tooMany).toMatchObject({ outcome: 'error', reason: 'too many redirects' });
  });

  it("names a verified visitor to the endpoint, never to another origin's redirect", async () => {
    const sent = await sendToolRequest(
      request({ method: 'POST', visitorId: 'customer-42', authHeaders: { 'x-api-key': 'k' } }),
      options,
    );
    expect(sent.outcome).toBe('ok');
    expect(endpoint.requests.at(-1)!.headers['x-frontdesk-visitor-id']).toBe('customer-42');

    await sendToolRequest(request({}), options);
    expect(endpoint.requests.at(-1)!.headers['x-frontdesk-visitor-id']).toBeUndefined();

    const redirected = await sendToolRequest(
      request({
        endpoint: endpoint.url(`/redirect?to=${encodeURIComponent(other.url('/away'))}`),
        visitorId: 'customer-42',
      }),
      options,
    );
    expect(redirected.outcome).toBe('ok');
    expect(other.requests.at(-1)!.headers['x-frontdesk-visitor-id']).toBeUndefined();
  });

  it('connects to the address it checked, whatever the name', async () => {
    // No DNS knows this name: the call can only succeed through the pinned, checked address.
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups += 1;
      return ['127.0.0.1'];
    };
    const result = await sendToolRequest(
      request({ endpoint: `http://tools.frontdesk.invalid:${endpoint.port}/pinned` }),
      { ...options, policy: parseDestinationPolicy('tools.frontdesk.invalid'), resolve },
    );
    expect(result).toMatchObject({ outcome: 'ok', body: '{"echoed":"/pinned"}' });
    expect(lookups).toBe(1);
    expect(endpoint.requests.at(-1)!.headers.host).toBe(`tools.frontdesk.invalid:${endpoint.port}`);
  });

  it('times out, caps the response, and reports failures as outcomes', async () => {
    const slow = await sendToolRequest(request({ endpoint: endpoint.url('/slow') }), {
      ...options,
      timeoutMs: 300,
    });
    expect(slow.outcome).toBe('timeout');

    const big = await sendToolRequest(request({ endpoint: endpoint.url('/big') }), {
      ...options,
      maxResponseBytes: 1024,
    });
    expect(big).toMatchObject({ outcome: 'ok', truncated: true });
    expect(big.body).toHaveLength(1024);

    const failed = await sendToolRequest(request({ endpoint: endpoint.url('/fail') }), options);
    expect(failed).toMatchObject({ outcome: 'error', httpStatus: 503, body: '{"error":"down"}' });

    const closed = await sendToolRequest(request({ endpoint: 'http://127.0.0.1:1/' }), options);
    expect(closed).toMatchObject({ outcome: 'error', reason: 'the request failed (ECONNREFUSED)' });
  });
});
