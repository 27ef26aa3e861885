import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Member, Vehicle as VehicleRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { CycleStatus, loyaltyErrors, type Cycle, type LoyaltyResult, type Service, type Vehicle } from '../../../shared/contract/loyalty';
import { cycleSizes, findCycle, listActiveCycles, listCycleServices, listVehicleCycles, listVehicleServices } from '../services/store';
import { findMemberVehicle, findVehicle, listMemberVehicles } from '../vehicles/store';
import { workshopNames } from '../workshops/store';
import type { Language } from '../../../shared/language';
import { inLanguage } from '../../../shared/serverTexts';
import { toCycleView, toServiceView, toVehicleView } from './view';

/** Our own reject reason (the 5-day expiry) in the member's language; a workshop's words as written. */
const toldIn = (language: Language) => (service: Service): Service => ({
  ...service,
  reject_reason: inLanguage(language, service.reject_reason),
});

/** The views of the given vehicles, with four queries whatever their number. */
async function vehicleViews(db: Db, vehicles: VehicleRow[]): Promise<Vehicle[]> {
  const guids = vehicles.map((v) => v.guid);
  const [cycles, services, sizes] = await Promise.all([
    listActiveCycles(db, guids),
    listVehicleServices(db, guids),
    cycleSizes(db, guids),
  ]);
  const names = await workshopNames(db, [...cycles.map((c) => c.workshop_id), ...services.map((s) => s.workshop_id)]);
  return vehicles.map((vehicle) =>
    toVehicleView({
      vehicle,
      activeCycle: cycles.find((c) => c.vehicle_guid === vehicle.guid) ?? null,
      services: services.filter((s) => s.vehicle_guid === vehicle.guid),
      cycleSizes: sizes,
      workshopNames: names,
    }),
  );
}

export async function loyaltyOverview(ctx: ApiContext, member: Member): Promise<LoyaltyResult> {
  const vehicles = await listMemberVehicles(ctx.db, member.id);
  const views = await vehicleViews(ctx.db, vehicles);
  return {
    vehicles: views.map((view) => ({ ...view, services: view.services.map(toldIn(member.language)) })),
    max_vehicles: member.vehicle_allowance,
  };
}

async function ownVehicle(ctx: ApiContext, member: Member, guid: string): Promise<VehicleRow> {
  const vehicle = isUuid(guid) ? await findMemberVehicle(ctx.db, member.id, guid) : undefined;
  if (!vehicle) throw notFound(loyaltyErrors.vehicleNotFound);
  return vehicle;
}

/** History: only closed cycles with a verified service (status 1), newest first. */
export async function vehicleHistory(ctx: ApiContext, member: Member, vehicleGuid: string): Promise<Cycle[]> {
  const vehicle = await ownVehicle(ctx, member, vehicleGuid);
  const cycles = await listVehicleCycles(ctx.db, vehicle.guid, CycleStatus.Closed);
  const names = await workshopNames(ctx.db, cycles.map((c) => c.workshop_id));
  return cycles.map((c) => toCycleView(c, names.get(c.workshop_id) ?? ''));
}

/** A cycle's services, newest first, to the vehicle's owner only. */
export async function cycleServices(ctx: ApiContext, member: Member, cycleGuid: string): Promise<Service[]> {
  const cycle = isUuid(cycleGuid) ? await findCycle(ctx.db, cycleGuid) : undefined;
  const vehicle = cycle ? await findVehicle(ctx.db, cycle.vehicle_guid) : undefined;
  if (!cycle || !vehicle || vehicle.member_id !== member.id) throw notFound(loyaltyErrors.cycleNotFound);
  const services = await listCycleServices(ctx.db, cycle.guid);
  const names = await workshopNames(ctx.db, services.map((s) => s.workshop_id));
  return services.map((s) => toldIn(member.language)(toServiceView(s, cycle.size, names.get(s.workshop_id) ?? '')));
}
