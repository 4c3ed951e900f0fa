/** What a staff member may do (docs/staff.md). Every private operation names one in openapi.json's `x-permission`. */
export const PERMISSIONS = ['catalogue', 'orders', 'customers', 'marketing', 'settings', 'webhooks'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** `owner` is not chosen: only the owner role holds it, for keys, staff and the audit log. */
export type OperationPermission = Permission | 'owner';

export const ROLES = ['owner', 'admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** The permissions a role grants: owner everything, admin everything but `owner`, staff what was chosen. */
export function grantedPermissions(role: Role, chosen: readonly string[]): OperationPermission[] {
  if (role === 'owner') return [...PERMISSIONS, 'owner'];
  if (role === 'admin') return [...PERMISSIONS];
  return PERMISSIONS.filter((p) => chosen.includes(p));
}
