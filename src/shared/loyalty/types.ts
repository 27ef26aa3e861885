import type { ServiceStatusCode } from '../contract/loyalty';
import type { CycleSize } from './constants';

/**
 * A service as its cycle counts it. A contract `Service` fits as it is; the server maps its rows
 * to this shape. `created_date` is the submission instant (ISO 8601).
 */
export interface CycleService {
  guid: string;
  status: ServiceStatusCode;
  total_bottle: number;
  OilCode: string;
  free_oil: boolean;
  created_date: string;
  current_mileage: number;
}

/** An active cycle: its size, its workshop and its services (any status, any order). */
export interface CycleState {
  size: CycleSize;
  workshopId: string;
  services: readonly CycleService[];
}

/** Why a request is refused: the HTTP status (equal to the envelope's) and a `loyaltyErrors` text. */
export interface Refusal {
  ok: false;
  status: 400 | 404 | 409 | 410 | 500;
  error: string;
}

export function refuse(status: Refusal['status'], error: string): Refusal {
  return { ok: false, status, error };
}
