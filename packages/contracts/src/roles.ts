// No zod here: the dashboard's navigation and the server's guard both read this table.
import type { MemberRole } from './organizations';

/**
 * What a member may do, one permission per area and verb. Every organization-scoped endpoint
 * names exactly one (the server refuses to start otherwise), and the dashboard hides or disables
 * what the role lacks, so the two never disagree.
 */
export const permissions = [
  'dashboard.read',
  'configuration.read',
  'configuration.write',
  'knowledge.read',
  'knowledge.write',
  'tools.read',
  'tools.write',
  'conversations.read',
  'conversations.write',
  /** The live inbox: read it, and take over, reply, note, resolve (decision 024). */
  'inbox.read',
  'inbox.reply',
  'apiKeys.read',
  'apiKeys.write',
  'billing.read',
  'billing.write',
  'organization.read',
  'organization.write',
  'organization.delete',
  'team.read',
  'team.write',
  'team.transferOwnership',
  'activity.read',
  /** Things every member may do to their own membership (leave). */
  'membership.self',
] as const;
export type Permission = (typeof permissions)[number];

const everything: readonly Permission[] = permissions;
const operatorWork: readonly Permission[] = [
  'configuration.read',
  'configuration.write',
  'knowledge.read',
  'knowledge.write',
  'tools.read',
  'tools.write',
  'conversations.read',
  'conversations.write',
  'inbox.read',
  'inbox.reply',
];

/** The role matrix (decision 015 explains each line). */
export const rolePermissions: Record<MemberRole, readonly Permission[]> = {
  owner: everything,
  admin: everything.filter((p) => p !== 'team.transferOwnership' && p !== 'organization.delete'),
  // Runs the operator; reads the rest of the organization except its keys and its billing.
  editor: [...operatorWork, 'dashboard.read', 'organization.read', 'team.read', 'membership.self'],
  viewer: [
    'dashboard.read',
    'configuration.read',
    'knowledge.read',
    'tools.read',
    'conversations.read',
    'inbox.read',
    'membership.self',
  ],
  billing: ['billing.read', 'billing.write', 'dashboard.read', 'membership.self'],
};

const lookup = new Map(
  Object.entries(rolePermissions).map(([role, granted]) => [role, new Set(granted)]),
);

export function can(role: MemberRole | undefined, permission: Permission): boolean {
  return role !== undefined && (lookup.get(role)?.has(permission) ?? false);
}

/** Why an action is unavailable, for the tooltip on a disabled control. */
export function forbiddenReason(role: MemberRole | undefined): string {
  return role
    ? `Your role (${roleLabels[role]}) does not allow this. Ask an owner or admin.`
    : 'You do not have access to this.';
}

export const roleLabels: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  billing: 'Billing',
};
