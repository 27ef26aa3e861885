import { CampaignStatus, type Cycle as CycleRow, type Service as ServiceRow, type Vehicle as VehicleRow } from '../../db/schema';
import { oilByCode } from '../../../shared/catalogue';
import {
  loyaltyPaths,
  ServiceStatus,
  type Cycle,
  type Service,
  type Vehicle,
} from '../../../shared/contract/loyalty';
import { NONE_DATE, type CycleSize } from '../../../shared/loyalty/constants';
import { freeOilChoices, isFreeBottleOwed, newestFirst, paidBottles } from '../../../shared/loyalty/cycle';
import { malaysiaDay } from '../../../shared/loyalty/days';
import { nextServiceAfter, vehicleNextService } from '../../../shared/loyalty/nextService';
import { programmeDates } from '../../../shared/loyalty/programme';
import { toCycleService } from '../services/cycleService';
import { oilNameOf, serviceFacts } from '../services/view';
import { newVehicleView } from '../vehicles/view';

export function toServiceView(row: ServiceRow, cycleSize: CycleSize, workshopName: string): Service {
  const next = nextServiceAfter(toCycleService(row), cycleSize);
  return {
    guid: row.guid,
    ...serviceFacts(row),
    next_mileage: next.next_mileage,
    next_service_date: next.next_service_date,
    oil_img: oilByCode(row.oil_code)?.image ?? '',
    receipt_img: loyaltyPaths.serviceReceipt(row.transaction_code),
    workshop_name: workshopName,
    campaign_status: row.campaign_status === CampaignStatus.InCampaign ? CampaignStatus.InCampaign : CampaignStatus.Outside,
    cycle_guid: row.cycle_guid,
  };
}

export function toCycleView(row: CycleRow, workshopName: string): Cycle {
  return {
    guid: row.guid,
    created_date: row.created_at.toISOString(),
    status: row.status,
    workshop_id: row.workshop_id,
    workshop_name: workshopName,
    cycle_oil_type: row.size,
    closed_date: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

export interface VehicleData {
  vehicle: VehicleRow;
  activeCycle: CycleRow | null;
  /** Every service of the vehicle, any cycle, newest first. */
  services: ServiceRow[];
  /** Size of each of the vehicle's cycles, by cycle guid. */
  cycleSizes: Map<string, CycleSize>;
  workshopNames: Map<string, string>;
}

/** Everything the dashboard card and the service page show of one vehicle, computed by the cycle rules. */
export function toVehicleView(data: VehicleData): Vehicle {
  const { vehicle, activeCycle, services, cycleSizes, workshopNames } = data;
  const sizeOf = (row: ServiceRow): CycleSize => cycleSizes.get(row.cycle_guid) ?? 3;
  const all = services.map(toCycleService);
  const dates = programmeDates(all);
  const next = vehicleNextService(services.map((row) => ({ ...toCycleService(row), cycleSize: sizeOf(row) })));
  const notRejected = services.filter((row) => row.status !== ServiceStatus.Rejected);
  const latestOil = newestFirst(notRejected.map(toCycleService))[0];

  const cycleRows = activeCycle ? services.filter((row) => row.cycle_guid === activeCycle.guid) : [];
  const cycleServices = cycleRows.map(toCycleService);
  const size = activeCycle?.size;
  const owed = size !== undefined && isFreeBottleOwed(size, cycleServices);
  const shown = cycleRows.filter((row) => row.status !== ServiceStatus.Archived);
  const holding = cycleServices.filter((s) => s.status === ServiceStatus.Pending || s.status === ServiceStatus.Verified);
  const firstInCycle = holding.length ? newestFirst(holding)[holding.length - 1] : undefined;

  const workshopId = activeCycle?.workshop_id ?? notRejected[0]?.workshop_id ?? '';
  const name = (id: string) => workshopNames.get(id) ?? '';
  return {
    ...newVehicleView(vehicle),
    cycle_guid: activeCycle?.guid ?? null,
    workshop_id: workshopId,
    workshop_name: name(workshopId),
    oil: latestOil ? oilNameOf(latestOil.OilCode) : '',
    oil_code: latestOil?.OilCode ?? '',
    cycle_oil_type: size ?? 0,
    free_oil: owed ? freeOilChoices(cycleServices) : [],
    paid_bottles: size !== undefined ? paidBottles(cycleServices) : 0,
    next_mileage: next.next_mileage,
    next_service_date: next.next_service_date,
    services: shown.map((row) => toServiceView(row, sizeOf(row), name(row.workshop_id))),
    start_date: dates.start_date,
    expiry_date: dates.expiry_date,
    cycle_start_date: firstInCycle ? malaysiaDay(firstInCycle.created_date) : NONE_DATE,
    cycle_expiry_date: dates.expiry_date.Valid ? dates.expiry_date.Time : NONE_DATE,
  };
}
