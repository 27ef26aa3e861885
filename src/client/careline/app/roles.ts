import { roleAtLeast, type CarelineRole } from '../../../shared/contract/careline';
import { selectMe } from '../features/account/slice';
import { useAppSelector } from './hooks';

/**
 * Whether the signed-in person's role may do what `role` may: screens leave out the actions above
 * it (the server refuses them anyway, with 403 role_required).
 */
export function useRoleAtLeast(role: CarelineRole): boolean {
  const me = useAppSelector(selectMe);
  return me !== null && roleAtLeast(me.role, role);
}
