import type { Service as ServiceRow } from '../../db/schema';
import type { EngineService } from '../../../shared/loyalty/types';

/** What the engine reads of a service row. */
export function toEngineService(row: ServiceRow): EngineService {
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
