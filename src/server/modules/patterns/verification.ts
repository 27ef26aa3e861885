import type { ApiContext } from '../../context';
import type { Service } from '../../db/schema';
import type { PatternSettings } from '../../../../config';
import { MALAYSIA_UTC_OFFSET_HOURS } from '../../../shared/loyalty/constants';
import { quietly, raiseServiceFlag, type RaisedFlag } from './raise';
import { lockVerificationProfile, saveVerificationProfile, type VerificationProfile } from './store';

const HOUR_MS = 60 * 60 * 1000;

const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
/** Malaysia is UTC+8 all year: its hours of the day are whole UTC hours. */
export const malaysiaHourOf = (at: Date) => (at.getUTCHours() + MALAYSIA_UTC_OFFSET_HOURS) % 24;
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Counts one verification into the workshop's profile: when a new clock hour starts, the one before
 * joins the history (its busiest hour, its total, its hour of the day). Answers the history before
 * this hour and this hour's count with the verification.
 */
export function countVerification(profile: VerificationProfile, at: Date): { history: VerificationProfile; thisHour: number; next: VerificationProfile } {
  const hour = startOfHour(at);
  let history = profile;
  if (!profile.current_hour || hour.getTime() > profile.current_hour.getTime()) {
    const hourCounts = [...profile.hour_counts];
    if (profile.current_hour) hourCounts[malaysiaHourOf(profile.current_hour)]! += profile.current_count;
    history = {
      current_hour: hour,
      current_count: 0,
      max_hourly: Math.max(profile.max_hourly, profile.current_count),
      verified_total: profile.verified_total + profile.current_count,
      hour_counts: hourCounts,
    };
  }
  const next = { ...history, current_count: history.current_count + 1 };
  return { history, thisHour: next.current_count, next };
}

/** The verification's flags against the workshop's own history. */
export function verificationFlags(
  workshopId: string,
  at: Date,
  history: VerificationProfile,
  thisHour: number,
  settings: Pick<PatternSettings, 'workshopHourlyMinimum' | 'workshopHourlyFactor' | 'workshopHistoryMinimum'>,
): RaisedFlag[] {
  const flags: RaisedFlag[] = [];
  const hourOfDay = malaysiaHourOf(at);
  const threshold = Math.max(settings.workshopHourlyMinimum, settings.workshopHourlyFactor * history.max_hourly);
  if (thisHour > threshold) {
    flags.push({
      kind: 'workshop_hourly_surge',
      reason:
        `Workshop ${workshopId} has verified ${thisHour} services in the hour from ${clock(hourOfDay)} (Malaysia time); ` +
        `its busiest hour before had ${history.max_hourly} (flagged above ${threshold}).`,
      figures: { workshop_id: workshopId, hour_start: history.current_hour!.toISOString(), verified_this_hour: thisHour, busiest_hour_before: history.max_hourly, threshold },
    });
  }
  if (history.verified_total >= settings.workshopHistoryMinimum && history.hour_counts[hourOfDay] === 0) {
    flags.push({
      kind: 'workshop_unusual_hour',
      reason:
        `Workshop ${workshopId} verified this service between ${clock(hourOfDay)} and ${clock((hourOfDay + 1) % 24)} (Malaysia time), ` +
        `an hour of the day in which it made none of its ${history.verified_total} verifications before.`,
      figures: { workshop_id: workshopId, hour_of_day: hourOfDay, verified_before: history.verified_total },
    });
  }
  return flags;
}

/**
 * Right after a workshop (its key or its staff) verified a service: counts the verification into the
 * workshop's profile and flags the service when the hour is far busier than any before, or an hour of
 * the day the workshop never works. The careline's verifications are not the workshop's and are not
 * counted. Never fails the verification.
 */
export async function flagVerifiedService(ctx: ApiContext, service: Service): Promise<void> {
  await quietly(ctx, `verification of ${service.transaction_code}`, async () => {
    const at = service.verified_at ?? ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      const profile = await lockVerificationProfile(trx, service.workshop_id);
      const { history, thisHour, next } = countVerification(profile, at);
      await saveVerificationProfile(trx, service.workshop_id, next);
      for (const flag of verificationFlags(service.workshop_id, at, history, thisHour, ctx.config.patterns)) {
        await raiseServiceFlag(ctx, trx, service.guid, flag, ctx.clock.now());
      }
    });
  });
}
