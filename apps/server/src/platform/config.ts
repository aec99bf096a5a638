import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** An operator's "I mean it": exactly `yes`, so that a typo is refused rather than ignored. */
const acknowledgment = z.preprocess(
  emptyAsUndefined,
  z.literal('yes', { error: 'takes `yes` or nothing' }).optional(),
);

/** Settings that take a guard away, each with the variable that says the operator means it. */
export const GUARDS_OFF = [
  {
    key: 'ROW_LEVEL_SECURITY',
    acknowledgment: 'I_UNDERSTAND_ROW_LEVEL_SECURITY_IS_OFF',
    consequence:
      "every statement runs as the connected role and the database no longer keeps one organization from reading another's rows",
  },
  {
    key: 'PUBLIC_API_RATE_LIMITS',
    acknowledgment: 'I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF',
    consequence:
      "customers and visitors may send turns without the per-plan limits, at the business's cost",
  },
] as const;

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A /0 range is every address: the "trust everything" this setting exists to avoid.
  return /^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries are believed: `false` (none: the socket's address), a number of
 * proxy hops in front of the server (the client is the entry the outermost of them added), or the
 * proxies' addresses and CIDR ranges. Never "all": then any client could choose its address.
 */
const trustProxySchema = z
  .preprocess(emptyAsUndefined, z.string().optional())
  .transform((value, ctx): false | number | string => {
    const text = value?.trim().toLowerCase();
    if (!text || text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust every X-Forwarded-For entry, so any client could choose its address and escape per-IP limits: set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY takes a number of hops, or IP addresses and CIDR ranges (not /0) and loopback, linklocal, uniquelocal; not ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

/**
 * The process's configuration, parsed once from the environment. Every outside service is
 * optional: unset means the embedded default (PGlite, mail outbox, generated secrets).
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    APP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    MAIL_FROM: z.string().default('Frontdesk <no-reply@frontdesk.local>'),
    CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    ENCRYPTION_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 32 bytes written as 64 hex digits')
        .optional(),
    ),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 60 * 60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalString,
    /** The chat widget's script-tag build, served at /widget.js. */
    WIDGET_DIST_DIR: optionalString,
    LLM_PROVIDER: z
      .enum(['builtin', 'openai', 'anthropic', 'openai-compatible'])
      .default('builtin'),
    LLM_MODEL: optionalString,
    LLM_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    LLM_API_KEY: optionalString,
    EMBEDDING_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(['openai', 'openai-compatible']).optional(),
    ),
    EMBEDDING_MODEL: optionalString,
    EMBEDDING_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    EMBEDDING_API_KEY: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /**
     * How long a client may take to send one whole request (headers and body); a client that
     * starts one and never finishes it (slowloris) is answered 408 and disconnected.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** One HTTP call of a tool, redirects included. */
    TOOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Model steps of one turn when tools are offered (each step may call tools). */
    TOOL_MAX_STEPS: z.coerce.number().int().min(1).max(20).default(5),
    /**
     * Hosts or CIDRs tools may reach although they are private or local, comma-separated
     * (e.g. `erp.internal,10.0.0.0/8`): a self-hosted business calling its own services on purpose.
     */
    TOOL_ALLOWED_HOSTS: z.string().default(''),
    /**
     * `stripe`, or `local`: plans, trials and a portal page served by us, where every organization
     * may choose any plan for free. Unset means `local`, except in production on a shared
     * database, where it must be said (a hosted deployment must not give its plans away unawares).
     */
    BILLING_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['local', 'stripe']).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_PRICING_TABLE_ID: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** The Stripe price of each plan, for Checkout and for telling which plan a subscription is. */
    STRIPE_PRICE_STARTER: optionalString,
    STRIPE_PRICE_PROFESSIONAL: optionalString,
    STRIPE_PRICE_ENTERPRISE: optionalString,
    /** Another host for Stripe's API (a loopback server speaking its protocol in tests). */
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    /**
     * Lets callers other than loopback read GET /metrics with `Authorization: Bearer <token>`;
     * unset, only this machine can (others get a 404).
     */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    /**
     * At SIGTERM, how long in-flight requests and open streams may run on; then running turns
     * answer with what they have. The process exits at most 3 s later: 9 s with the default,
     * inside Docker's default 10 s stop timeout.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(6_000),
    /** `off` lifts the public API's per-plan rate limits, for a load test. */
    PUBLIC_API_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * `off` runs every statement as the connected role, leaving row-level security's policies in
     * place but unused: to measure what the tenant switch costs (decision 016), never to serve.
     */
    ROW_LEVEL_SECURITY: z.enum(['on', 'off']).default('on'),
    /** `yes` lets ROW_LEVEL_SECURITY=off run in production (see the check below). */
    I_UNDERSTAND_ROW_LEVEL_SECURITY_IS_OFF: acknowledgment,
    /** `yes` lets PUBLIC_API_RATE_LIMITS=off run in production (see the check below). */
    I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF: acknowledgment,
    TRUST_PROXY: trustProxySchema,
    /**
     * Redis, shared by every server process: rate limits and background jobs (mail, embeddings,
     * billing reconciliation). Unset: both stay in this process, which is right for one process.
     */
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .url()
        .refine(
          (url) => /^rediss?:\/\//.test(url),
          'REDIS_URL must start with redis:// or rediss://',
        )
        .optional(),
    ),
    /** Starts every key this deployment writes to Redis, so several deployments can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]*$/, 'REDIS_KEY_PREFIX takes letters, digits, ":", "_" and "-"')
      .default('frontdesk:'),
    /** Server processes on one port (node:cluster); more than one needs DATABASE_URL and REDIS_URL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  })
  .superRefine((config, ctx) => {
    if (config.LLM_PROVIDER !== 'builtin' && !config.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'LLM_MODEL is required with LLM_PROVIDER',
      });
    }
    if (config.LLM_PROVIDER === 'openai-compatible' && !config.LLM_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'LLM_BASE_URL is required with LLM_PROVIDER=openai-compatible',
      });
    }
    if (config.BILLING_PROVIDER === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_STARTER',
        'STRIPE_PRICE_PROFESSIONAL',
        'STRIPE_PRICE_ENTERPRISE',
      ] as const) {
        if (!config[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required with BILLING_PROVIDER=stripe`,
          });
        }
      }
    }
    // A real deployment mails for real: the outbox (reset links, activation codes) is for local use.
    if (config.DATABASE_URL && !config.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'SMTP_URL is required when DATABASE_URL is set: without it, reset links and activation codes would only be written to the outbox, which is meant for local use',
      });
    }
    if (config.WEB_CONCURRENCY > 1) {
      // PGlite is one process's database; limits kept in each process would multiply.
      for (const [key, why] of [
        ['DATABASE_URL', 'PGlite can be opened by one process only'],
        ['REDIS_URL', 'each process would keep its own rate limits, multiplying them'],
      ] as const) {
        if (!config[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when WEB_CONCURRENCY is over 1: ${why}`,
          });
        }
      }
    }
    // A shared database means several processes: generated per-directory secrets would differ.
    if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
      for (const key of ['JWT_SECRET', 'ENCRYPTION_KEY'] as const) {
        if (!config[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when NODE_ENV=production and DATABASE_URL is set`,
          });
        }
      }
      // The embedded default gives every plan away: a hosted deployment says whether it charges.
      if (!config.BILLING_PROVIDER) {
        ctx.addIssue({
          code: 'custom',
          path: ['BILLING_PROVIDER'],
          message:
            'BILLING_PROVIDER is required when NODE_ENV=production and DATABASE_URL is set: `stripe` to charge for plans, or `local` for a self-hosted install where every organization may choose any plan for free',
        });
      }
      // Settings meant for a load test or a measurement must not reach customers by accident.
      for (const guard of GUARDS_OFF) {
        if (config[guard.key] === 'off' && config[guard.acknowledgment] !== 'yes') {
          ctx.addIssue({
            code: 'custom',
            path: [guard.key],
            message: `${guard.key}=off is refused when NODE_ENV=production and DATABASE_URL is set: ${guard.consequence}. Set ${guard.acknowledgment}=yes to run so anyway`,
          });
        }
      }
    }
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify itself ignores a bare hop count (it cannot tell
 * a proxy from a client that connected directly), so hops are given as a function: the socket's
 * peer and the next `hops - 1` entries from the right are proxies; the entry after them is the
 * client. That is right only when the server cannot be reached except through those proxies.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}

export type Config = Omit<z.infer<typeof configSchema>, 'BILLING_PROVIDER'> & {
  APP_URL: string;
  DATA_DIR: string;
  BILLING_PROVIDER: 'local' | 'stripe';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    BILLING_PROVIDER: config.BILLING_PROVIDER ?? 'local',
  };
}
