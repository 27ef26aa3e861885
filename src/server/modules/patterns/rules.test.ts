import { countVerification, malaysiaHourOf, verificationFlags } from './verification';
import { manyWorkshops, mileageFlags } from './submission';
import type { VerificationProfile } from './store';

const empty = (): VerificationProfile => ({ current_hour: null, current_count: 0, max_hourly: 0, verified_total: 0, hour_counts: Array(24).fill(0) });
const settings = { workshopHourlyMinimum: 10, workshopHourlyFactor: 3, workshopHistoryMinimum: 200 };

describe('a workshop’s hourly history', () => {
  it('folds the hour before into the history when a new clock hour starts, by its Malaysian hour of the day', () => {
    let profile = empty();
    for (let i = 0; i < 7; i += 1) profile = countVerification(profile, new Date('2026-05-04T02:10:00Z')).next;
    const next = countVerification(profile, new Date('2026-05-04T03:05:00Z'));
    expect(next.history).toEqual({ current_hour: new Date('2026-05-04T03:00:00Z'), current_count: 0, max_hourly: 7, verified_total: 7, hour_counts: expect.any(Array) });
    expect(next.history.hour_counts[10]).toBe(7);
    expect(next.thisHour).toBe(1);
  });

  it('counts a verification stamped before the current hour (a node’s clock behind another’s) into the current hour', () => {
    const profile = countVerification(empty(), new Date('2026-05-04T03:10:00Z')).next;
    const late = countVerification(profile, new Date('2026-05-04T02:59:00Z'));
    expect(late.thisHour).toBe(2);
    expect(late.history.verified_total).toBe(0);
  });

  it('flags an hour past max(minimum, factor × busiest hour before), and only then', () => {
    const history = { ...empty(), current_hour: new Date('2026-05-04T02:00:00Z'), max_hourly: 5, verified_total: 500, hour_counts: Array(24).fill(20) };
    const at = new Date('2026-05-04T02:30:00Z');
    expect(verificationFlags('W1', at, history, 15, settings)).toEqual([]);
    expect(verificationFlags('W1', at, history, 16, settings).map((f) => [f.kind, f.figures.threshold])).toEqual([['workshop_hourly_surge', 15]]);
    expect(verificationFlags('W1', at, { ...history, max_hourly: 1 }, 11, settings).map((f) => f.figures.threshold)).toEqual([10]);
  });

  it('flags an hour of the day never worked only once the history is long enough', () => {
    const counts = Array(24).fill(10);
    counts[3] = 0;
    const at = new Date('2026-05-04T19:30:00Z');
    expect(malaysiaHourOf(at)).toBe(3);
    const history = { ...empty(), current_hour: new Date('2026-05-04T19:00:00Z'), max_hourly: 5, verified_total: 230, hour_counts: counts };
    expect(verificationFlags('W1', at, history, 1, settings).map((f) => f.kind)).toEqual(['workshop_unusual_hour']);
    expect(verificationFlags('W1', at, { ...history, verified_total: 199 }, 1, settings)).toEqual([]);
  });
});

describe('a member’s services and a car’s mileage', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 4, d));

  it('counts distinct workshops, however many services', () => {
    const services = [
      { transaction_code: 'A', workshop_id: 'W1', created_at: day(1) },
      { transaction_code: 'B', workshop_id: 'W1', created_at: day(2) },
      { transaction_code: 'C', workshop_id: 'W2', created_at: day(3) },
    ];
    expect(manyWorkshops(services, { memberWorkshops: 3, memberWorkshopDays: 7 })).toBeNull();
    expect(manyWorkshops([...services, { transaction_code: 'D', workshop_id: 'W3', created_at: day(4) }], { memberWorkshops: 3, memberWorkshopDays: 7 })?.figures.workshop_ids).toEqual(['W1', 'W2', 'W3']);
  });

  it('names the registration when it is the highest mileage recorded, and reads the pace from the previous service not rejected', () => {
    const others = [
      { guid: 'r', transaction_code: 'REJ', current_mileage: 90000, status: 2, created_at: day(10) },
      { guid: 'p', transaction_code: 'PREV', current_mileage: 10000, status: 1, created_at: day(1) },
    ];
    const flags = mileageFlags({ guid: 'n', current_mileage: 45000, created_at: day(11) }, 5000, others, { kmPerDay: 3000 });
    expect(flags.map((f) => [f.kind, f.figures])).toEqual([
      ['mileage_below_recorded', { mileage: 45000, recorded_mileage: 90000, recorded_in: 'REJ' }],
      ['mileage_implausible_rate', { mileage: 45000, previous_mileage: 10000, previous_transaction_code: 'PREV', days: 10, km_per_day: 3500, threshold: 3000 }],
    ]);
    expect(mileageFlags({ guid: 'n', current_mileage: 4000, created_at: day(11) }, 5000, [], { kmPerDay: 3000 })).toEqual([
      { kind: 'mileage_below_recorded', reason: 'The mileage, 4,000 km, is below the 5,000 km the car was registered with.', figures: { mileage: 4000, recorded_mileage: 5000, recorded_in: null } },
    ]);
  });
});
