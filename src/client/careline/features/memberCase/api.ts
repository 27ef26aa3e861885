import type { Envelope } from '../../../../shared/contract/envelope';
import { carelineCasePaths, type MemberCase, type MobileChangeCodeResult, type PlateReleaseResult } from '../../../../shared/contract/carelineCases';
import { loyaltyPaths } from '../../../../shared/contract/loyalty';
import type { Transport } from '../../../frame/api/frameApi';
import type { FetchedFile } from '../../../frame/api/download';

/** A member's case and what is done on it (callApi adds the careline session's token LAST). */
export interface CaseApi {
  openCase(mobile: string, token: string): Promise<Envelope<MemberCase>>;
  raiseAllowance(mobile: string, maxVehicles: number, token: string): Promise<Envelope<{ max_vehicles: number }>>;
  releasePlate(mobile: string, plate: string, token: string): Promise<Envelope<PlateReleaseResult>>;
  sendMobileCode(mobile: string, newMobile: string, token: string): Promise<Envelope<MobileChangeCodeResult>>;
  confirmMobile(mobile: string, newMobile: string, code: string, token: string): Promise<Envelope<{ mobile_number: string }>>;
  /** PDPA access: the zip of everything held about the member (step-up). */
  exportMember(mobile: string, token: string): Promise<Envelope<FetchedFile>>;
  /** PDPA removal: the member's personal data goes (step-up). */
  removeMember(mobile: string, token: string): Promise<Envelope<null>>;
}

export function caseCalls({ send, fetchFile }: Transport): CaseApi {
  const json = { form: false } as const;
  return {
    openCase: (mobile, token) => send('GET', carelineCasePaths.memberCase(mobile), { token }),
    raiseAllowance: (mobile, maxVehicles, token) => send('POST', loyaltyPaths.opsVehicleAllowance(mobile), { body: { max_vehicles: maxVehicles }, ...json, token }),
    releasePlate: (mobile, plate, token) => send('POST', carelineCasePaths.plateRelease(mobile), { body: { plate_number: plate }, ...json, token }),
    sendMobileCode: (mobile, newMobile, token) => send('POST', carelineCasePaths.mobileChange(mobile), { body: { mobile_number: newMobile }, ...json, token }),
    confirmMobile: (mobile, newMobile, code, token) =>
      send('POST', carelineCasePaths.mobileChangeConfirm(mobile), { body: { mobile_number: newMobile, code }, ...json, token }),
    exportMember: (mobile, token) => fetchFile(loyaltyPaths.opsMemberExport(mobile), {}, token),
    removeMember: (mobile, token) => send('DELETE', loyaltyPaths.opsMember(mobile), { token }),
  };
}
