import type {
  CreateOrganizationInput,
  CurrentOrganization,
  Industry,
  Organization,
  OrganizationDetails,
  OrganizationSummary,
  UpdateOrganizationDetails,
} from '@frontdesk/contracts';
import type { TokenIssuer } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import * as store from './organizations.store';

export function toOrganization(row: store.OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    industry: row.industry as Industry,
    address: row.address,
    website: row.website,
    phoneNumber: row.phoneNumber,
    email: row.email,
  };
}

function toDetails(row: store.OrganizationRow): OrganizationDetails {
  const { id: _id, ...details } = toOrganization(row);
  return details;
}

/**
 * The most organizations one account may own. Each one is a tenant with its own trial of a plan,
 * and an account's organizations are listed whole (the switcher), so an account cannot make them
 * without end; far more than a business or an agency running its clients' operators needs.
 */
export const MAX_OWNED_ORGANIZATIONS = 20;

export interface OrganizationsServiceDeps {
  db: Database;
  tokens: TokenIssuer;
  /** The caller's current token version, to mint a token that stays valid. */
  tokenVersionOf(userId: string): Promise<number>;
}

export function createOrganizationsService(deps: OrganizationsServiceDeps) {
  const { db } = deps;

  /** Every read of an organization checks membership first: another tenant's id is a 404. */
  async function findForMember(organizationId: string, userId: string) {
    const role = await store.findMemberRole(db, organizationId, userId);
    const row = role ? await store.findOrganization(db, organizationId) : undefined;
    if (!row) throw new AppError('not_found', 'Organization not found.');
    return row;
  }

  return {
    /** The user's role in the organization; undefined when not (or no longer) a member. */
    memberRole: (organizationId: string, userId: string) =>
      store.findMemberRole(db, organizationId, userId),

    async create(userId: string, input: Required<CreateOrganizationInput>): Promise<Organization> {
      const row = await store.insertOrganizationWithOwner(
        db,
        userId,
        { name: input.name, description: input.description, industry: input.industry },
        MAX_OWNED_ORGANIZATIONS,
      );
      if (!row) {
        throw new AppError(
          'quota_exceeded',
          `You already own ${MAX_OWNED_ORGANIZATIONS} organizations, the most one account can own.`,
        );
      }
      return toOrganization(row);
    },

    list(userId: string): Promise<OrganizationSummary[]> {
      return store.listOrganizationsOfUser(db, userId);
    },

    /** Switching answers a token scoped to the organization. */
    async switchTo(userId: string, organizationId: string): Promise<{ accessToken: string }> {
      const row = await findForMember(organizationId, userId);
      const accessToken = await deps.tokens.issue({
        userId,
        tokenVersion: await deps.tokenVersionOf(userId),
        organizationId: row.id,
      });
      return { accessToken };
    },

    /** The selected organization, with the caller's role in it (the dashboard shows what it allows). */
    async current(
      userId: string,
      organizationId: string | undefined,
    ): Promise<CurrentOrganization> {
      if (!organizationId) throw new AppError('not_found', 'No organization selected.');
      const role = await store.findMemberRole(db, organizationId, userId);
      const row = role ? await store.findOrganization(db, organizationId) : undefined;
      if (!role || !row) throw new AppError('not_found', 'Organization not found.');
      return { ...toOrganization(row), role };
    },

    async details(organizationId: string): Promise<OrganizationDetails> {
      const row = await store.findOrganization(db, organizationId);
      if (!row) throw new AppError('not_found', 'Organization not found.');
      return toDetails(row);
    },

    async updateDetails(
      organizationId: string,
      input: UpdateOrganizationDetails,
    ): Promise<OrganizationDetails> {
      // Omitted website, email and description are cleared: the form omits them when empty.
      const row = await store.updateOrganization(db, organizationId, {
        name: input.name,
        industry: input.industry,
        address: input.address ?? '',
        website: input.website ?? '',
        phoneNumber: input.phoneNumber ?? '',
        email: input.email ?? '',
        description: input.description ?? '',
      });
      if (!row) throw new AppError('not_found', 'Organization not found.');
      return toDetails(row);
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
