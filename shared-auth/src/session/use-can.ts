import { useAppSelector } from '../store/store';

/**
 * What a role may do (DESIGN §8.2), as the API lists it in the session's `permissions`
 * (api/src/modules/auth/permissions.ts). A type only: the first page carries no list.
 */
export type Permission =
  | 'panel:read'
  | 'portfolio:write'
  | 'commerce:write'
  | 'settings:manage'
  | 'users:manage'
  | 'profile:manage'
  | 'ownership:transfer';

/** Whether the signed-in user holds `permission`; false without a session. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => !!state.session.data?.permissions.includes(permission));
}
