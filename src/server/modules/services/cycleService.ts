import type { Service as ServiceRow } from '../../db/schema';
import type { CycleService } from '../../../shared/loyalty/types';

/** A service row as its cycle counts it. */
export function toCycleService(row: ServiceRow): CycleService {
  return {
    guid: row.guid,
    status: row.status,
    total_bottle: row.total_bottle,
    OilCode: row.oil_code,
    free_oil: row.free_oil,
    created_date: row.created_at.toISOString(),
    current_mileage: row.current_mileage,
  };
}
