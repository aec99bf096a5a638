import { type ErrorCode, errorMessages, errorStatus } from '@frontdesk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/errors';

/** What services throw: a stable code; the handler below maps it to a status and the one shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Seconds a client should wait (429). */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: string, options: { retryAfter?: number } = {}) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.retryAfter = options.retryAfter;
  }
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string) {
  return { statusCode, code, error: reasonPhrases[statusCode] ?? 'Error', message };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status. */
function codeForFastifyError(error: FastifyError): ErrorCode {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'invalid_json';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'payload_too_large';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 401) return 'unauthorized';
  if (error.statusCode === 404) return 'not_found';
  return 'validation_error';
}

const DATABASE_RETRY_AFTER_SECONDS = '5';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // Path parameters are ids: one that cannot exist is simply not found.
      return reply.status(404).send(errorBody(404, 'not_found', errorMessages.not_found));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's message is the spec's exact text for that field.
      const message = error.validation[0]?.message ?? errorMessages.validation_error;
      return reply.status(400).send(errorBody(400, 'validation_error', message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForFastifyError(error);
      const message = code === 'validation_error' ? error.message : errorMessages[code];
      return reply.status(status).send(errorBody(status, code, message));
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting: fail at once and say when to come back, rather than a bare 500.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', DATABASE_RETRY_AFTER_SECONDS)
        .send(errorBody(503, 'service_unavailable', errorMessages.service_unavailable));
    }
    // 5xx: log the cause with the request id, answer nothing internal.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'internal_error', errorMessages.internal_error));
  });
}

/**
 * The house shape for an error that can no longer go through the handler, such as one that
 * happens after a stream has started: an AppError keeps its code, anything else is a plain 500.
 */
export function errorBodyFor(error: unknown) {
  if (error instanceof AppError) return errorBody(error.statusCode, error.code, error.message);
  return isDatabaseUnavailable(error)
    ? errorBody(503, 'service_unavailable', errorMessages.service_unavailable)
    : errorBody(500, 'internal_error', errorMessages.internal_error);
}
