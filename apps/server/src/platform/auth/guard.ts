import type { MemberRole } from '@frontdesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenIssuer } from './tokens';

/** The account behind a request, as the guards need it. */
export interface AuthUser {
  id: string;
  active: boolean;
  tokenVersion: number;
}

export interface RequestAuth {
  userId: string;
  /** The organization selected in the token, if any; verified against memberships only by requireOrganization. */
  tokenOrganizationId: string | undefined;
}

/** What an organization-scoped handler receives: never null. */
export interface Tenant {
  organizationId: string;
  userId: string;
  role: MemberRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
    tenant?: Tenant;
  }
}

export interface GuardDeps {
  tokens: TokenIssuer;
  findAuthUser(userId: string): Promise<AuthUser | undefined>;
  findMemberRole(organizationId: string, userId: string): Promise<MemberRole | undefined>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** Any signed-in user, active or not (activation, profile, sign-out). */
  authenticated: Guard;
  /** Signed-in and activated. */
  active: Guard;
  /** Active, with an organization selected in the token and still a member of it. */
  organization: Guard;
}

/**
 * preHandlers that establish who is calling. Every token is checked against the account's current
 * token version, so sign-out and password changes end sessions on the server too.
 */
export function createGuards(deps: GuardDeps): Guards {
  const authenticate = async (request: FastifyRequest): Promise<AuthUser> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const claims = await deps.tokens.verify(token);
    const user = await deps.findAuthUser(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) throw new AppError('unauthorized');
    request.auth = { userId: user.id, tokenOrganizationId: claims.org };
    return user;
  };

  const requireActive = async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!user.active) throw new AppError('account_not_active');
  };

  return {
    authenticated: async (request) => {
      await authenticate(request);
    },
    active: requireActive,
    organization: async (request) => {
      await requireActive(request);
      const { userId, tokenOrganizationId } = request.auth!;
      if (!tokenOrganizationId) throw new AppError('organization_required');
      const role = await deps.findMemberRole(tokenOrganizationId, userId);
      // Removed from the organization since the token was issued: as if it did not exist.
      if (!role) throw new AppError('not_found');
      request.tenant = { organizationId: tokenOrganizationId, userId, role };
    },
  };
}

/** The tenant of an organization-scoped request (set by the `organization` guard). */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error('tenantOf() used on a route without the organization guard');
  return request.tenant;
}

/** The signed-in user's id (set by any guard). */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new Error('userIdOf() used on a route without a guard');
  return request.auth.userId;
}
