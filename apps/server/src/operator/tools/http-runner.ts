import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { VISITOR_ID_HEADER } from '@frontdesk/contracts';
import {
  type CheckedDestination,
  checkDestination,
  type DestinationPolicy,
  DestinationRefusedError,
  type Resolver,
} from './ssrf-guard';

/** Redirects are followed by hand, each hop checked again; more than this is refused. */
export const MAX_REDIRECTS = 3;

export interface ToolHttpRequest {
  endpoint: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  arguments: Record<string, unknown>;
  /** Authentication headers, already decrypted. */
  authHeaders: Record<string, string>;
  /** The verified visitor asking, sent as `X-Frontdesk-Visitor-Id`; absent for anonymous visitors. */
  visitorId?: string;
}

export interface ToolHttpOptions {
  timeoutMs: number;
  /** Bytes of the response body read at most; the rest is dropped. */
  maxResponseBytes: number;
  policy: DestinationPolicy;
  resolve?: Resolver;
  /** The turn's signal: a turn that ends early cancels its tool calls. */
  signal?: AbortSignal;
}

export type ToolHttpOutcome = 'ok' | 'error' | 'blocked' | 'timeout';

export interface ToolHttpResult {
  outcome: ToolHttpOutcome;
  httpStatus?: number;
  body: string;
  truncated: boolean;
  /** Why the call did not succeed, in words fit for the model and the logs (no secrets). */
  reason?: string;
}

function scalar(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** GET carries the arguments as query parameters (arrays repeat the key); other methods a JSON body. */
export function buildRequestUrl(request: ToolHttpRequest): URL {
  const url = new URL(request.endpoint);
  if (request.method !== 'GET') return url;
  for (const [key, value] of Object.entries(request.arguments)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, scalar(item));
    }
  }
  return url;
}

export const pinnedLookup =
  (destination: CheckedDestination): LookupFunction =>
  (_hostname, options, callback) => {
    // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, [destination]);
    else callback(null, destination.address, destination.family);
  };

interface RawResponse {
  status: number;
  location: string | undefined;
  body: Buffer;
  truncated: boolean;
}

async function readCapped(response: IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    const room = maxBytes - size;
    if (buffer.length >= room) {
      chunks.push(buffer.subarray(0, room));
      response.destroy();
      return { body: Buffer.concat(chunks), truncated: buffer.length > room };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function sendOnce(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  destination: CheckedDestination,
  options: { signal: AbortSignal; maxResponseBytes: number },
): Promise<RawResponse> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(destination),
        // One connection per call: a pooled socket must never outlive the address check.
        agent: false,
        signal: options.signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ status, location, body: Buffer.alloc(0), truncated: false });
          return;
        }
        readCapped(response, options.maxResponseBytes).then(
          ({ body: read, truncated }) => resolve({ status, location, body: read, truncated }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Resolves with the promise, or rejects as soon as the signal aborts (DNS cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Calls a tool's endpoint: the SSRF guard checks every hop and the connection goes to the address
 * it checked; one deadline covers resolution, redirects and reading; the body is read up to a cap.
 * Never throws: every failure is an outcome the model can be told about.
 */
export async function sendToolRequest(
  request: ToolHttpRequest,
  options: ToolHttpOptions,
): Promise<ToolHttpResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let url = buildRequestUrl(request);
  let method: string = request.method;
  let body = method === 'GET' ? undefined : JSON.stringify(request.arguments);
  let headers: Record<string, string> = {
    accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
    'user-agent': 'Frontdesk-Tools/1.0',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...request.authHeaders,
    // After the tool's own headers: a tool's key header can never replace the visitor's id.
    ...(request.visitorId ? { [VISITOR_ID_HEADER.toLowerCase()]: request.visitorId } : {}),
  };
  try {
    for (let hop = 0; ; hop++) {
      const destination = await untilAborted(
        checkDestination(url, options.policy, options.resolve),
        signal,
      );
      const response = await sendOnce(url, method, headers, body, destination, {
        signal,
        maxResponseBytes: options.maxResponseBytes,
      });
      if (response.location && response.status >= 300 && response.status < 400) {
        if (hop >= MAX_REDIRECTS) {
          return {
            outcome: 'error',
            httpStatus: response.status,
            body: '',
            truncated: false,
            reason: 'too many redirects',
          };
        }
        const next = new URL(response.location, url);
        // Credentials go only where they were configured for, as browsers do.
        // The visitor's id, like a credential, is for the configured endpoint only.
        if (next.origin !== url.origin) {
          headers = withoutAuth(headers, {
            ...request.authHeaders,
            [VISITOR_ID_HEADER.toLowerCase()]: '',
          });
        }
        if (response.status === 303 || (method === 'POST' && response.status <= 302)) {
          method = 'GET';
          body = undefined;
          const { 'content-type': _dropped, ...rest } = headers;
          headers = rest;
        }
        url = next;
        continue;
      }
      const ok = response.status >= 200 && response.status < 300;
      return {
        outcome: ok ? 'ok' : 'error',
        httpStatus: response.status,
        body: response.body.toString('utf8'),
        truncated: response.truncated,
        ...(ok ? {} : { reason: `the endpoint answered HTTP ${response.status}` }),
      };
    }
  } catch (error) {
    if (error instanceof DestinationRefusedError) {
      return { outcome: 'blocked', body: '', truncated: false, reason: error.message };
    }
    if (deadline.aborted) {
      return {
        outcome: 'timeout',
        body: '',
        truncated: false,
        reason: `no answer within ${options.timeoutMs} ms`,
      };
    }
    const code = (error as NodeJS.ErrnoException).code;
    return {
      outcome: 'error',
      body: '',
      truncated: false,
      reason: signal.aborted
        ? 'the call was cancelled'
        : `the request failed (${code ?? 'network error'})`,
    };
  }
}

function withoutAuth(headers: Record<string, string>, auth: Record<string, string>) {
  const dropped = new Set(Object.keys(auth).map((name) => name.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}
