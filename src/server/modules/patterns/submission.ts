import type { ApiContext } from '../../context';
import type { Service } from '../../db/schema';
import { ServiceStatus } from '../../../shared/contract/loyalty';
import { DAY_MS } from '../../../shared/loyalty/constants';
import { quietly, raiseServiceFlag, type RaisedFlag } from './raise';
import { carServices, memberServicesSince, type CarService, type RecentService } from './store';
import { findVehicle } from '../vehicles/store';
import type { PatternSettings } from '../../../../config';

const km = (n: number) => n.toLocaleString('en-MY');

/** One member's services at several workshops within a few days: the new service among them. */
export function manyWorkshops(services: RecentService[], settings: Pick<PatternSettings, 'memberWorkshops' | 'memberWorkshopDays'>): RaisedFlag | null {
  const workshops = [...new Set(services.map((s) => s.workshop_id))].sort();
  if (workshops.length < settings.memberWorkshops) return null;
  return {
    kind: 'member_many_workshops',
    reason: `The member submitted ${services.length} services at ${workshops.length} workshops (${workshops.join(', ')}) within ${settings.memberWorkshopDays} days.`,
    figures: {
      workshops: workshops.length,
      workshop_ids: workshops,
      days: settings.memberWorkshopDays,
      services: services.map((s) => ({ transaction_code: s.transaction_code, workshop_id: s.workshop_id, created_date: s.created_at.toISOString() })),
    },
  };
}

/**
 * The car's mileage checks: below the highest mileage it was ever recorded at (its registration, or
 * any service of it, a rejected one included: the submission rule counts only the others), and more
 * kilometres a day since its previous counted service than a car drives (a day at least, so receipts
 * of one oil change split over the day are never divided by minutes).
 */
export function mileageFlags(
  service: Pick<Service, 'guid' | 'current_mileage' | 'created_at'>,
  registeredMileage: number,
  others: CarService[],
  settings: Pick<PatternSettings, 'kmPerDay'>,
): RaisedFlag[] {
  const flags: RaisedFlag[] = [];
  const mileage = service.current_mileage;
  const highest = others.reduce<CarService | null>((best, s) => (s.current_mileage > (best?.current_mileage ?? -1) ? s : best), null);
  const recorded = Math.max(registeredMileage, highest?.current_mileage ?? 0);
  if (mileage < recorded) {
    const fromService = highest && highest.current_mileage >= registeredMileage ? highest : null;
    flags.push({
      kind: 'mileage_below_recorded',
      reason: fromService
        ? `The mileage, ${km(mileage)} km, is below the ${km(recorded)} km of the car's service ${fromService.transaction_code}.`
        : `The mileage, ${km(mileage)} km, is below the ${km(recorded)} km the car was registered with.`,
      figures: { mileage, recorded_mileage: recorded, recorded_in: fromService ? fromService.transaction_code : null },
    });
  }
  const previous = others.find((s) => s.status !== ServiceStatus.Rejected && s.created_at.getTime() <= service.created_at.getTime());
  if (previous && mileage > previous.current_mileage) {
    const days = Math.max(1, (service.created_at.getTime() - previous.created_at.getTime()) / DAY_MS);
    const perDay = Math.round((mileage - previous.current_mileage) / days);
    if (perDay > settings.kmPerDay) {
      const shownDays = Math.round(days * 10) / 10;
      flags.push({
        kind: 'mileage_implausible_rate',
        reason:
          `The mileage, ${km(mileage)} km, is ${km(mileage - previous.current_mileage)} km more than at the car's previous service ${previous.transaction_code} ` +
          `${shownDays} day${shownDays === 1 ? '' : 's'} before: ${km(perDay)} km a day (flagged above ${km(settings.kmPerDay)}).`,
        figures: {
          mileage,
          previous_mileage: previous.current_mileage,
          previous_transaction_code: previous.transaction_code,
          days: shownDays,
          km_per_day: perDay,
          threshold: settings.kmPerDay,
        },
      });
    }
  }
  return flags;
}

/** Right after a service is stored: the member's week across workshops and the car's mileage. Never fails the submission. */
export async function flagSubmittedService(ctx: ApiContext, service: Service): Promise<void> {
  await quietly(ctx, `service ${service.transaction_code}`, async () => {
    const settings = ctx.config.patterns;
    const since = new Date(service.created_at.getTime() - settings.memberWorkshopDays * DAY_MS);
    const recent = await memberServicesSince(ctx.db, service.member_id, since);
    const found: RaisedFlag[] = [];
    const week = manyWorkshops(recent, settings);
    if (week) found.push(week);
    const vehicle = await findVehicle(ctx.db, service.vehicle_guid);
    const others = (await carServices(ctx.db, service.vehicle_guid)).filter((s) => s.guid !== service.guid);
    found.push(...mileageFlags(service, vehicle?.registered_mileage ?? 0, others, settings));
    for (const flag of found) await raiseServiceFlag(ctx, ctx.db, service.guid, flag, ctx.clock.now());
  });
}
