import type { Vehicle as VehicleRow } from '../../db/schema';
import type { Vehicle } from '../../../shared/contract/loyalty';
import { NONE_DATE } from '../../../shared/loyalty/constants';
import { NO_NEXT_SERVICE } from '../../../shared/loyalty/nextService';
import { NO_DATE } from '../../../shared/loyalty/programme';

/**
 * A vehicle as the dashboard shows it before its first service: no cycle, nothing due, the programme
 * not started. The loyalty view fills in the rest from the vehicle's history.
 */
export function newVehicleView(vehicle: VehicleRow): Vehicle {
  return {
    guid: vehicle.guid,
    cycle_guid: null,
    model_brand: vehicle.brand,
    model_name: vehicle.model,
    plate_number: vehicle.plate_number,
    year_manufactured: vehicle.year_manufactured === null ? '' : String(vehicle.year_manufactured),
    workshop_id: '',
    workshop_name: '',
    oil: '',
    oil_code: '',
    cycle_oil_type: 0,
    free_oil: [],
    paid_bottles: 0,
    next_mileage: NO_NEXT_SERVICE.next_mileage,
    next_service_date: NO_NEXT_SERVICE.next_service_date,
    services: [],
    start_date: NO_DATE,
    expiry_date: NO_DATE,
    cycle_start_date: NONE_DATE,
    cycle_expiry_date: NONE_DATE,
  };
}
