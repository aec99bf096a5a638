import { can, type Permission } from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { type Tenant, tenantOf } from './guard';

export interface RouteRule {
  permission: Permission;
  /** What the activity log says after a successful change, when it is worth telling owners. */
  activity?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rule?: RouteRule;
  }
}

export interface RouteRulesDeps {
  /** `METHOD template` (relative to the API base) → rule. */
  rules: Readonly<Record<string, RouteRule>>;
  /** Writes one activity entry; failures are the caller's to log, the change already happened. */
  recordActivity(tenant: Tenant, action: string, summary: string): Promise<void>;
}

/** Names written into the log are the resource's own (a tool's, a key's), never free text. */
const MAX_NAME_IN_SUMMARY = 80;

/**
 * Puts the role matrix in front of every route of an organization scope: each route must have a
 * rule (a missing one stops the server at start, before anyone can call it), a role without the
 * rule's permission gets 403 `forbidden_role`, and successful changes with an activity text are
 * written to the organization's activity log. Add it to the scope before its routes.
 */
export function enforceRouteRules(scope: FastifyInstance, deps: RouteRulesDeps) {
  scope.addHook('onRoute', (route) => {
    const path = route.url.slice(route.prefix.length);
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route for each GET: it reads what the GET reads.
      const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
      const rule = deps.rules[key];
      if (!rule) throw new Error(`No role rule for ${key}: add one to route-permissions.ts`);
      route.config = { ...route.config, rule };
    }
  });

  scope.addHook('onRequest', async (request) => {
    const { role } = tenantOf(request);
    if (!can(role, ruleOf(request).permission)) throw new AppError('forbidden_role');
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const { activity, permission } = ruleOf(request);
    if (activity && request.method !== 'GET' && reply.statusCode < 300) {
      const name = nameIn(request.body);
      const summary = name ? `${activity}: ${name}` : activity;
      try {
        await deps.recordActivity(tenantOf(request), permission, summary);
      } catch (error) {
        request.log.warn({ err: error }, 'activity log entry not written');
      }
    }
    return payload;
  });
}

function ruleOf(request: FastifyRequest): RouteRule {
  const rule = request.routeOptions.config.rule;
  if (!rule) throw new Error('enforceRouteRules() missed a route');
  return rule;
}

function nameIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('name' in body)) return undefined;
  const { name } = body as { name: unknown };
  return typeof name === 'string' && name.trim()
    ? name.trim().slice(0, MAX_NAME_IN_SUMMARY)
    : undefined;
}
