import type { Envelope } from '../../../../shared/contract/envelope';
import { carelinePaths, type CarelineInvitation, type CarelineRole, type CarelineStaff } from '../../../../shared/contract/careline';
import type { Transport } from '../../../frame/api/frameApi';

/** The staff calls (administrators); each takes the careline session's token LAST (callCareline adds it). */
export interface StaffApi {
  listStaff(token: string): Promise<Envelope<CarelineStaff[]>>;
  invite(email: string, role: CarelineRole, token: string): Promise<Envelope<CarelineInvitation>>;
  changeRole(id: number, role: CarelineRole, token: string): Promise<Envelope<CarelineStaff>>;
  deactivate(id: number, token: string): Promise<Envelope<CarelineStaff>>;
  reactivate(id: number, token: string): Promise<Envelope<CarelineStaff>>;
  resetSignIn(id: number, token: string): Promise<Envelope<CarelineInvitation>>;
}

export function staffCalls({ send }: Transport): StaffApi {
  const json = { form: false } as const;
  return {
    listStaff: (token) => send('GET', carelinePaths.staff, { token }),
    invite: (email, role, token) => send('POST', carelinePaths.staff, { body: { email, role }, ...json, token }),
    changeRole: (id, role, token) => send('PUT', carelinePaths.staffRole(String(id)), { body: { role }, ...json, token }),
    deactivate: (id, token) => send('POST', carelinePaths.staffDeactivate(String(id)), { body: {}, ...json, token }),
    reactivate: (id, token) => send('POST', carelinePaths.staffReactivate(String(id)), { body: {}, ...json, token }),
    resetSignIn: (id, token) => send('POST', carelinePaths.staffResetSignIn(String(id)), { body: {}, ...json, token }),
  };
}
