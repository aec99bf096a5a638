import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { redactDeep, scrubText, serializeError } from './log-redaction';

/**
 * Page URLs such as /change-password?token=... carry secrets in the query: log the path only, and
 * that path scrubbed too, since a page such as /invitations/{token} carries its secret in the path.
 */
function loggableUrl(url: string): string {
  return scrubText(url.startsWith('/api/') ? url : (url.split('?')[0] ?? url));
}

const hasError = (value: unknown): value is { err: Error } =>
  typeof value === 'object' && value !== null && (value as { err?: unknown }).err instanceof Error;

/** Fields that have serializers of their own (below, and Fastify's `res`): left to them. */
const SERIALIZED = new Set(['req', 'res']);

/**
 * Every log line goes through `formatters.log`, which copies it with secrets and content cut at
 * any depth (platform/log-redaction.ts), and every message string through `logMethod`.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Lines written for a request through a logger that does not carry its id (the operator's,
    // a job's) get it from the request's async context.
    mixin(_object, _level, logger) {
      const id = (logger as RequestLogger)[CARRIES_REQUEST_ID] ? undefined : requestIds.getStore();
      return id ? { reqId: id } : {};
    },
    formatters: {
      log(object) {
        const safe: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          safe[key] = SERIALIZED.has(key) ? value : redactDeep(value);
        }
        return safe;
      },
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        // Given an error and no message, pino would take the error's raw message for the line's.
        if (rest.length === 0 && (first instanceof Error || hasError(first))) {
          const err = first instanceof Error ? first : first.err;
          const { message } = serializeError(err) as { message: string };
          const object = first instanceof Error ? { err } : first;
          return method.call(this, object, message);
        }
        const safe = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { id: req.id, method: req.method, url: loggableUrl(req.url), ip: req.ip };
      },
      // Already serialized by formatters.log; an error reaching here some other way is not.
      err: (value: unknown) => (value instanceof Error ? serializeError(value) : value),
    },
  };
}

/**
 * Lines leave in batches of a few kilobytes: each write is a system call, and writing every line
 * on its own cost the public turn about 7% of its CPU. A batch waits at most a quarter of a
 * second, and pino writes what is left when the process exits (a SIGKILL loses that much).
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_EVERY_MS = 250;

export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  let open = true;
  destination.once('close', () => {
    open = false;
  });
  setInterval(() => {
    if (open) destination.flush();
  }, LOG_FLUSH_EVERY_MS).unref();
  return pino(loggerOptions(level), destination);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's X-Request-Id is kept when it is harmless, so logs can be followed across services. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const requestIds = new AsyncLocalStorage<string>();
const CARRIES_REQUEST_ID = Symbol('carriesRequestId');
type RequestLogger = Logger & { [CARRIES_REQUEST_ID]?: true };

/**
 * Fastify's `childLoggerFactory`: the request's own logger already binds `reqId`, so it is marked
 * (its children inherit the mark) and the mixin above does not write the id twice.
 */
export function createRequestLogger(
  logger: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): Logger {
  const child = logger.child(bindings, options) as RequestLogger;
  child[CARRIES_REQUEST_ID] = true;
  return child;
}

/** Runs the rest of a request's handling (and what it starts) with its id on every log line. */
export function runWithRequestId(id: string, work: () => void): void {
  requestIds.run(id, work);
}
