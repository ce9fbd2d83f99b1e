// The one permission model (no zod, so the web imports it by value cheaply). The server's route declarations and
// the web's route entries and buttons all read it: to see who may do what, read this file.

export const ROLES = ['admin', 'manager', 'member'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Named permissions. Reading the shop (products, orders, invoices), the dashboards and the member directory,
 * and everything about one's own account, needs no permission beyond being a signed-in, active member.
 */
export const PERMISSIONS = [
  /** Create, edit and delete products and upload their images. */
  'catalog.write',
  /** Place orders and write remarks on them. */
  'orders.write',
  /** Download the orders as CSV. */
  'orders.export',
  /** Set the monthly revenue target of the Default dashboard. */
  'dashboards.target',
  /** Change members' roles and status, delete members, see their contact and personal fields. */
  'members.manage',
  /** Read and export the audit log. */
  'audit.read',
  /** Choose the workspace's plan and billing period (Pricing). */
  'billing.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: ['catalog.write', 'orders.write', 'orders.export', 'dashboards.target'],
  member: [],
};

/**
 * What a route needs: `public` (no token), `member` (any signed-in, active member; personal routes then filter
 * by the caller), or a named permission.
 */
export type Access = 'public' | 'member' | Permission;

export const can = (role: Role | null | undefined, access: Access): boolean =>
  access === 'public' ||
  (role != null && (access === 'member' || ROLE_PERMISSIONS[role].includes(access as Permission)));

/** The role with the fewest permissions that holds `permission`, to say who to ask. */
export const leastRoleWith = (permission: Permission): Role =>
  [...ROLES].reverse().find((role) => ROLE_PERMISSIONS[role].includes(permission)) ?? 'admin';
