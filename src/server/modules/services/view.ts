import type { Service as ServiceRow } from '../../db/schema';
import { oilByCode } from '../../../shared/catalogue';
import type { Service, WorkshopServiceView } from '../../../shared/contract/loyalty';

/** The catalogue name of a service's oil; the code itself for a variant the catalogue no longer has. */
export const oilNameOf = (oilCode: string): string => oilByCode(oilCode)?.name ?? oilCode;

type ServiceFacts = Pick<
  Service & WorkshopServiceView,
  'transaction_code' | 'status' | 'created_date' | 'verified_date' | 'workshop_id' | 'current_mileage' | 'OilCode' | 'oil_name' | 'total_bottle' | 'free_oil' | 'reject_reason'
>;

/**
 * A service row as every view shows it, the member's and the workshop's alike; each view adds what
 * only its reader sees (the receipt's address differs, the member's view adds the next service).
 */
export function serviceFacts(row: ServiceRow): ServiceFacts {
  return {
    transaction_code: row.transaction_code,
    status: row.status,
    created_date: row.created_at.toISOString(),
    verified_date: row.verified_at ? row.verified_at.toISOString() : null,
    workshop_id: row.workshop_id,
    current_mileage: row.current_mileage,
    OilCode: row.oil_code,
    oil_name: oilNameOf(row.oil_code),
    total_bottle: row.total_bottle === 2 ? 2 : 1,
    free_oil: row.free_oil,
    reject_reason: row.reject_reason ?? '',
  };
}
