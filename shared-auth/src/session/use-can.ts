import { useAppSelector } from '../store/store';

/** What a role may do (DESIGN §8.2), as the API lists it in the session's `permissions`. */
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

/** Whether the signed-in user holds `permission`; false without a session. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => !!state.session.data?.permissions.includes(permission));
}
