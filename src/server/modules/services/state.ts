import type { Db } from '../../db/database';
import { WorkshopStatus, type Cycle, type Vehicle } from '../../db/schema';
import type { SubmissionState } from '../../../shared/loyalty/submission';
import { findWorkshop } from '../workshops/store';
import { toCycleService } from './cycleService';
import { findActiveCycle, listVehicleServices } from './store';

/** What the cycle rules need to decide a validation or a submission for one vehicle. */
export async function loadSubmissionState(
  db: Db,
  vehicle: Vehicle | null,
  workshopId: string,
): Promise<{ state: SubmissionState; activeCycle: Cycle | null }> {
  const workshop = workshopId ? await findWorkshop(db, workshopId) : undefined;
  const services = vehicle ? await listVehicleServices(db, [vehicle.guid]) : [];
  const activeCycle = (vehicle && (await findActiveCycle(db, vehicle.guid))) || null;
  const cycleServices = services.map(toCycleService);
  return {
    activeCycle,
    state: {
      vehicleServices: cycleServices,
      activeCycle: activeCycle
        ? {
            size: activeCycle.size,
            workshopId: activeCycle.workshop_id,
            services: services.filter((s) => s.cycle_guid === activeCycle.guid).map(toCycleService),
          }
        : null,
      workshop: { known: workshop !== undefined, active: workshop?.status === WorkshopStatus.Active },
      registeredMileage: vehicle?.registered_mileage ?? 0,
    },
  };
}
