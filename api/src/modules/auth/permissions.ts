import type { UserRole } from '../../db/schema';

export const PERMISSIONS_BY_ROLE: Record<UserRole, readonly string[]> = {
  owner: ['panel:read', 'panel:write', 'users:manage', 'settings:manage'],
  admin: ['panel:read', 'panel:write', 'users:manage', 'settings:manage'],
  editor: ['panel:read', 'panel:write'],
  viewer: ['panel:read'],
};

export function permissionsOf(role: UserRole): string[] {
  return [...PERMISSIONS_BY_ROLE[role]];
}
