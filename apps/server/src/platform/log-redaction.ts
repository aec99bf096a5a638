/**
 * What may reach a log line. Secrets (tokens, passwords, keys, cookies, Authorization headers)
 * and content (prompts, customers' messages, mail text, request and response bodies) are cut at
 * any depth: by the name of the field that holds them, by their shape inside any string, and, for
 * errors, by keeping only fields known to be harmless. Errors are where content hides: an AI SDK
 * call error carries the whole request (system prompt, knowledge, the customer's message), a
 * database error its parameters.
 */

export const REDACTED = '[redacted]';

/** Fields whose value is a secret, whatever its shape. */
const SECRET_KEY =
  /pass(?:word|wd|phrase)|secret|token|authori[sz]ation|cookie|api[-_]?key|credential|signature|private|^key$|^x-api-key$/i;

/** Fields whose value is content: what a customer, a business or a model wrote. */
const CONTENT_KEY =
  /^(?:prompt|system|messages?|content|text|html|body|requestBodyValues|responseBody|responseHeaders|requestHeaders|headers|question|answer|input|output|arguments|args|params|parameters|data|value|values|detail|query|toolInput|rawValue)$/i;

/** Secrets recognisable by their shape, wherever they appear in a string. */
const SECRET_SHAPES: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED], // a JWT
  [/\bfd_[a-z]+_[\w-]{8,}/g, REDACTED], // our public keys and identity secrets
  [/\bsk-[\w-]{8,}/g, REDACTED], // provider API keys in the common shape
  // Query parameters that carry secrets or personal data.
  [
    /([?&;][\w.-]*(?:token|code|key|secret|password|signature|auth|email|session)[\w.-]*=)[^&#\s"'<>]*/gi,
    `$1${REDACTED}`,
  ],
  [/(\/\/)[^/\s:@]+:[^/\s@]+@/g, `$1${REDACTED}@`], // user:password@ in a URL
  // Paths whose segment is the credential itself: a mailed invitation link, on its page
  // (`/invitations/{token}`) and in the API (`/api/v1/invitations/{token}[/accept]`), wherever the
  // path appears (a request line, a link in a message). Case-blind, since the web router is. The
  // members' `/users/invitations/{id}` names a row, not a secret, and stays readable.
  [/(?<!\/users)(\/invitations\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`],
];

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [shape, replacement] of SECRET_SHAPES) scrubbed = scrubbed.replace(shape, replacement);
  return scrubbed;
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 20;
const MAX_MESSAGE = 500;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && 'stack' in value && 'message' in value)
  );
}

/** Every string of content an error carries, so that its message can be cleared of them. */
function contentOf(error: ErrorLike): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || (!CONTENT_KEY.test(key) && !SECRET_KEY.test(key))) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      const text = typeof item === 'string' ? item : safeJson(item);
      if (text && text.length >= 4) found.push(text);
    }
  }
  return found;
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/** The error's message without the content it quotes, secrets or database parameters. */
function errorMessage(error: ErrorLike): string {
  let message = typeof error.message === 'string' ? error.message : '';
  // Drizzle's "Failed query: <sql>\nparams: <values>": the values are customers' data.
  message = message.split('\nparams:')[0] ?? '';
  for (const content of contentOf(error)) message = message.split(content).join(REDACTED);
  message = scrubText(message);
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/** Fields of an error that are safe to keep: what failed and where, never what it carried. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'isRetryable',
  'reason',
  'job',
];

/**
 * An error as a log line may show it: type, message (cleared of content and secrets), the stack's
 * frames, harmless fields, the URL without its query, and its causes the same way.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return redactDeep(error, depth);
  const type =
    error.constructor?.name && error.constructor.name !== 'Object'
      ? error.constructor.name
      : String(error.name ?? 'Error');
  const message = errorMessage(error);
  const frames =
    typeof error.stack === 'string'
      ? error.stack.split('\n').filter((line) => /^\s+at /.test(line))
      : [];
  const safe: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) {
    const value = error[field];
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      safe[field] = typeof value === 'string' ? scrubText(value) : value;
    }
  }
  if (typeof error.url === 'string') safe.url = scrubText(error.url.split('?')[0] ?? '');
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) safe.cause = serializeError(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      safe.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return safe;
}

/** A copy of `value` with secrets and content cut, at any depth. */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (isErrorLike(value)) return serializeError(value, depth);
  if (value instanceof Date) return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return '[binary]';
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => redactDeep(item, depth + 1, seen));
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_KEY.test(key) || CONTENT_KEY.test(key) ? REDACTED : redactDeep(item, depth + 1, seen);
  }
  return copy;
}
