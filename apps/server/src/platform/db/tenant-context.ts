import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The organization the current unit of work acts for. Every statement sent inside it runs as the
 * application's role with this organization set, so PostgreSQL's row-level security hides and
 * refuses every other tenant's rows (decision 016). Statements sent outside any tenant run as the
 * role that connected: sign-in, the API-key lookup, webhooks and jobs, which act across tenants.
 */
const tenants = new AsyncLocalStorage<string>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `work`, and everything it starts, as `organizationId`'s tenant. */
export function runAsTenant<T>(organizationId: string, work: () => T): T {
  // The policies read it as a UUID: anything else would fail each of the tenant's statements
  // later, in the database, so it fails here.
  if (!UUID.test(organizationId)) throw new Error('A tenant is an organization id (a UUID)');
  return tenants.run(organizationId.toLowerCase(), work);
}

/**
 * Runs `work` outside any tenant, as the role that connected: for work that acts across tenants,
 * or whose statement needs what row-level security takes away (decision 016).
 */
export function runOutsideTenant<T>(work: () => T): T {
  return tenants.exit(work);
}

/** The organization the current work acts for, if any. */
export function currentTenant(): string | undefined {
  return tenants.getStore();
}
