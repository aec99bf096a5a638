import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { CRAWLER_USER_AGENT } from '@frontdesk/contracts';
import { MAX_REDIRECTS, pinnedLookup } from '../../operator/tools/http-runner';
import {
  type CheckedDestination,
  checkDestination,
  type DestinationPolicy,
  DestinationRefusedError,
  type Resolver,
} from '../../operator/tools/ssrf-guard';

export interface FetchOptions {
  policy: DestinationPolicy;
  timeoutMs: number;
  maxBytes: number;
  resolve?: Resolver;
  /** Conditional request headers (If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
  /** Asked before each redirect is followed (robots.txt, same site). */
  mayFollow?: (next: URL) => boolean;
}

export type FetchResult =
  | {
      ok: true;
      status: number;
      /** Where the body came from, after redirects. */
      url: URL;
      headers: IncomingHttpHeaders;
      body: Buffer;
    }
  | { ok: false; status?: number; url: URL; reason: string };

class TooLargeError extends Error {}

function sendOnce(
  url: URL,
  headers: Record<string, string>,
  destination: CheckedDestination,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers,
        lookup: pinnedLookup(destination),
        // One connection per request: a pooled socket must never outlive the address check.
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if ((status >= 300 && status < 400) || status >= 400) {
          response.resume();
          resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new TooLargeError());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new TooLargeError());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * A GET for the crawler through the tools' SSRF guard: every hop's address is checked and the
 * connection pinned to it (TOOL_ALLOWED_HOSTS lets private hosts through on purpose); one
 * deadline covers the redirects and the body; a body over the cap is dropped, never half-read.
 * Never throws: every failure is a reason a person can read.
 */
export async function fetchGuarded(start: URL, options: FetchOptions): Promise<FetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers = {
    'user-agent': CRAWLER_USER_AGENT,
    accept: 'text/html, application/xhtml+xml, text/plain;q=0.8, */*;q=0.5',
    ...options.headers,
  };
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      // Every hop through the guard first: a redirect to a private address is refused as such.
      const destination = await checkDestination(url, options.policy, options.resolve);
      if (hop > 0 && options.mayFollow && !options.mayFollow(url)) {
        return { ok: false, url, reason: `redirected to ${url.origin}, off the site` };
      }
      const response = await sendOnce(url, headers, destination, signal, options.maxBytes);
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        if (!location)
          return { ok: false, status: response.status, url, reason: 'redirect without a location' };
        if (hop >= MAX_REDIRECTS) return { ok: false, url, reason: 'too many redirects' };
        url = new URL(location, url);
        continue;
      }
      if (response.status >= 400) {
        return { ok: false, status: response.status, url, reason: `HTTP ${response.status}` };
      }
      return {
        ok: true,
        status: response.status,
        url,
        headers: response.headers,
        body: response.body,
      };
    }
  } catch (error) {
    if (error instanceof DestinationRefusedError) {
      return { ok: false, url, reason: `refused: ${error.message}` };
    }
    if (error instanceof TooLargeError) return { ok: false, url, reason: 'too large' };
    if (signal.aborted) return { ok: false, url, reason: 'timeout' };
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, url, reason: `request failed (${code ?? 'network error'})` };
  }
}
