import type { Envelope } from '../../../../shared/contract/envelope';
import { carelineWorkshopPaths, type CarelineWorkshop, type NewWorkshopRequest } from '../../../../shared/contract/carelineWorkshops';
import { loyaltyPaths, type OpsWorkshopKeyResult } from '../../../../shared/contract/loyalty';
import { workshopAppPaths, type StaffAccount } from '../../../../shared/contract/workshopApp';
import type { Transport } from '../../../frame/api/frameApi';

/** The workshops' calls; each takes the careline session's token LAST (callCareline adds it). */
export interface WorkshopsApi {
  listWorkshops(q: string, token: string): Promise<Envelope<CarelineWorkshop[]>>;
  addWorkshop(workshop: NewWorkshopRequest, token: string): Promise<Envelope<CarelineWorkshop>>;
  ceaseWorkshop(workshopId: string, token: string): Promise<Envelope<CarelineWorkshop>>;
  createOwner(workshopId: string, owner: { name: string; mobile_number: string }, token: string): Promise<Envelope<StaffAccount>>;
  rotateKey(workshopId: string, token: string): Promise<Envelope<OpsWorkshopKeyResult>>;
}

export function workshopsCalls({ send }: Transport): WorkshopsApi {
  const json = { form: false } as const;
  return {
    listWorkshops: (q, token) => send('GET', carelineWorkshopPaths.workshops, { query: q ? { q } : {}, token }),
    addWorkshop: (workshop, token) => send('POST', carelineWorkshopPaths.workshops, { body: { ...workshop }, ...json, token }),
    ceaseWorkshop: (workshopId, token) => send('POST', carelineWorkshopPaths.cease(workshopId), { body: {}, ...json, token }),
    createOwner: (workshopId, owner, token) => send('POST', workshopAppPaths.opsOwner(workshopId), { body: { ...owner }, ...json, token }),
    rotateKey: (workshopId, token) => send('POST', loyaltyPaths.opsWorkshopKey(workshopId), { body: {}, ...json, token }),
  };
}
