import type { Db } from '../../db/database';
import { WorkshopStatus, type Cycle, type Vehicle } from '../../db/schema';
import type { SubmissionState } from '../../../shared/loyalty/submission';
import { findWorkshop } from '../workshops/store';
import { toEngineService } from './engine';
import { findActiveCycle, listVehicleServices } from './store';

/** What the engine needs to decide a validation or a submission for one vehicle. */
export async function loadSubmissionState(
  db: Db,
  vehicle: Vehicle | null,
  workshopId: string,
): Promise<{ state: SubmissionState; activeCycle: Cycle | null }> {
  const workshop = workshopId ? await findWorkshop(db, workshopId) : undefined;
  const services = vehicle ? await listVehicleServices(db, [vehicle.guid]) : [];
  const activeCycle = (vehicle && (await findActiveCycle(db, vehicle.guid))) || null;
  const engineServices = services.map(toEngineService);
  return {
    activeCycle,
    state: {
      vehicleServices: engineServices,
      activeCycle: activeCycle
        ? {
            size: activeCycle.size,
            workshopId: activeCycle.workshop_id,
            services: services.filter((s) => s.cycle_guid === activeCycle.guid).map(toEngineService),
          }
        : null,
      workshop: { known: workshop !== undefined, active: workshop?.status === WorkshopStatus.Active },
    },
  };
}
