import type { UserRole } from '../../db/schema';

/** DESIGN §8.2: what each role may do. The UI mirrors it from the session's `permissions`. */
export const PERMISSIONS = [
  'panel:read',
  'portfolio:write',
  'commerce:write',
  'settings:manage',
  'users:manage',
  'profile:manage',
  'ownership:transfer',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const staff: Permission[] = ['panel:read', 'portfolio:write', 'commerce:write'];
const managers: Permission[] = [...staff, 'settings:manage', 'users:manage', 'profile:manage'];

export const PERMISSIONS_BY_ROLE: Record<UserRole, readonly Permission[]> = {
  owner: [...managers, 'ownership:transfer'],
  admin: managers,
  editor: staff,
  viewer: ['panel:read'],
};

export function permissionsOf(role: UserRole): Permission[] {
  return [...PERMISSIONS_BY_ROLE[role]];
}

export function hasPermission(role: UserRole, permission: Permission): boolean {
  return PERMISSIONS_BY_ROLE[role].includes(permission);
}
