import { CycleStatus, ServiceStatus, loyaltyErrors } from '../contract/loyalty';
import type { CycleSize } from './constants';
import {
  bottlesLeftOnDay,
  bottlesOnDay,
  canChooseTwoBottles,
  decideInitialValidation,
  decideSubmission,
  effectiveWorkshopId,
  type SubmissionRequest,
  type SubmissionState,
} from './submission';
import { at, service, services } from './testFixtures';
import type { CycleService } from './types';

const { Pending: P, Verified: V, Rejected: R, Archived: A } = ServiceStatus;
const NOW = new Date(at('2025-06-14', '12:00'));
const LONG_AGO = at('2025-03-01');
const active = { known: true, active: true };

function old(overrides: Partial<CycleService> = {}): CycleService {
  return service({ created_date: LONG_AGO, ...overrides });
}

function state(
  cycle: { size: CycleSize; workshopId?: string; services: CycleService[] } | null,
  extra: CycleService[] = [],
  workshop = active,
): SubmissionState {
  return {
    vehicleServices: [...(cycle?.services ?? []), ...extra],
    activeCycle: cycle ? { workshopId: 'W001', ...cycle } : null,
    workshop,
  };
}

function request(overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
  return { workshopId: 'W001', mileage: 20000, oilCode: 'QUARTZ90005W40', totalBottle: 1, ...overrides };
}

const refusal = (status: number, error: string) => ({ ok: false, status, error });

describe('a new cycle', () => {
  it.each([
    ['QUARTZINEOHTC5W30', 2, 3],
    ['QUARTZ90000FUTUREGF50W20', 1, 3],
    ['QUARTZ700010W40', 2, 4],
    ['QUARTZ7000CI410W30', 1, 4],
  ] as const)('opens for a first %s x%i with size %i', (oilCode, totalBottle, cycleSize) => {
    expect(decideSubmission(state(null), request({ oilCode, totalBottle }), NOW)).toEqual({
      ok: true,
      workshopId: 'W001',
      openNewCycle: true,
      closeActiveCycle: null,
      archivePending: false,
      cycleSize,
      freeOil: false,
      totalBottle,
    });
  });

  it.each([
    ['another workshop, something verified', [old({ status: V }), old({ status: P })], 'W002', undefined, CycleStatus.Closed],
    ['another workshop, nothing verified', [old({ status: P }), old({ status: R })], 'W002', undefined, CycleStatus.Void],
    ['a replacement for a ceased workshop', [old({ status: V })], 'W001', 'W009', CycleStatus.Closed],
  ] as const)('opens on %s, closing the old one and archiving its pending services', (_, list, workshopId, newWorkshopId, closes) => {
    const plan = decideSubmission(state({ size: 3, services: [...list] }), request({ workshopId, newWorkshopId }), NOW);
    expect(plan).toMatchObject({ ok: true, openNewCycle: true, closeActiveCycle: closes, archivePending: true });
    expect(plan).toMatchObject({ workshopId: newWorkshopId ?? workshopId });
  });

  it('opens after the previous cycle completed with its free bottle', () => {
    const done = [old(), old(), old(), old({ free_oil: true })];
    expect(decideSubmission(state({ size: 3, services: done }), request({ oilCode: 'QUARTZ700010W40' }), NOW)).toMatchObject({
      ok: true,
      openNewCycle: true,
      closeActiveCycle: CycleStatus.Closed,
      cycleSize: 4,
    });
  });

  it('continues the cycle whatever case the workshop ID is typed in', () => {
    const plan = decideSubmission(state({ size: 3, services: [old()] }), request({ workshopId: ' w001 ' }), NOW);
    expect(plan).toMatchObject({ ok: true, openNewCycle: false, workshopId: 'W001' });
  });

  it('lets the next oil set the size of a cycle whose only service was rejected', () => {
    const plan = decideSubmission(state({ size: 3, services: [old({ status: R })] }), request({ oilCode: 'QUARTZ80005W40' }), NOW);
    expect(plan).toMatchObject({ ok: true, openNewCycle: false, cycleSize: 4 });
  });

  it.each([
    [{ workshopId: 'W001' }, 'W001'],
    [{ workshopId: 'w001', newWorkshopId: '' }, 'W001'],
    [{ workshopId: 'W001', newWorkshopId: 'w777' }, 'W777'],
  ])('%j is for workshop %s', (req, id) => {
    expect(effectiveWorkshopId(req)).toBe(id);
  });
});

describe('workshop standing', () => {
  it.each([
    [{ known: false, active: false }, 404, loyaltyErrors.workshopInvalid],
    [{ known: true, active: false }, 410, loyaltyErrors.workshopCeased],
  ])('%j answers %i', (workshop, status, error) => {
    expect(decideInitialValidation(state(null, [], workshop), request(), NOW)).toEqual(refusal(status, error));
  });
});

describe('the 30-day interval, against the last service not rejected', () => {
  it.each([
    ['2025-05-15', V, loyaltyErrors.tooSoon],
    ['2025-05-15', P, loyaltyErrors.tooSoon],
    ['2025-05-15', A, loyaltyErrors.tooSoon],
    ['2025-06-13', V, loyaltyErrors.tooSoon],
    ['2025-05-14', V, null],
    ['2025-05-15', R, null],
  ] as const)('a service on %s (status %i) then one on 2025-06-14: %p', (day, status, error) => {
    const result = decideInitialValidation(state(null, [service({ created_date: at(day), status })]), request(), NOW);
    expect(result).toEqual(error ? refusal(500, error) : null);
  });

  it('counts from the latest of several services', () => {
    const list = [service({ created_date: at('2025-01-01') }), service({ created_date: at('2025-05-20') })];
    expect(decideInitialValidation(state(null, list), request(), NOW)).toEqual(refusal(500, loyaltyErrors.tooSoon));
  });
});

describe('2 bottles a day per car, in Malaysia time', () => {
  const today = (total_bottle: number, status: CycleService['status'] = P, time = '09:00') =>
    service({ created_date: at('2025-06-14', time), total_bottle, status, current_mileage: 20000 });

  it.each([
    ['1 then 1', [today(1)], 1, null],
    ['1 then 2', [today(1)], 2, loyaltyErrors.dailyLimit],
    ['1 and 1 then 1', [today(1), today(1)], 1, loyaltyErrors.dailyLimit],
    ['2 then 1', [today(2)], 1, loyaltyErrors.dailyLimit],
    ['2 rejected then 2', [today(2, R)], 2, null],
    ['2 verified at 00:00 then 1', [today(2, V, '00:00')], 1, loyaltyErrors.dailyLimit],
  ] as const)('%s', (_, list, totalBottle, error) => {
    const result = decideSubmission(state({ size: 3, services: [...list] }), request({ totalBottle }), NOW);
    expect(result).toMatchObject(error ? refusal(500, error) : { ok: true });
  });

  it('refuses already at the initial validation once 2 bottles are in today', () => {
    expect(decideInitialValidation(state(null, [today(1), today(1)]), request(), NOW)).toEqual(
      refusal(500, loyaltyErrors.dailyLimit),
    );
  });

  it.each([
    ['2025-06-13', '23:30', new Date(at('2025-06-14', '00:30')), 0],
    ['2025-06-14', '00:30', new Date(at('2025-06-14', '23:30')), 2],
    ['2025-06-14', '23:59', new Date(at('2025-06-15', '00:00')), 0],
  ])('2 bottles on %s at %s MYT count %i on the day of %s', (day, time, now, count) => {
    expect(bottlesOnDay([service({ created_date: at(day, time), total_bottle: 2 })], now)).toBe(count);
  });

  it.each([
    [[], 2],
    [[1], 1],
    [[2], 0],
    [[1, 1], 0],
  ])('with %j bottles in today, %i more may be submitted', (bottles, left) => {
    const todays = bottles.map((total_bottle) => service({ created_date: at('2025-06-14', '09:00'), total_bottle }));
    const rejected = service({ created_date: at('2025-06-14', '08:00'), total_bottle: 2, status: ServiceStatus.Rejected });
    expect(bottlesLeftOnDay([...todays, rejected], new Date(at('2025-06-14', '18:00')))).toBe(left);
  });

  it('answers the 30-day rule, not the daily limit, just after midnight', () => {
    const lateLastNight = service({ created_date: at('2025-06-13', '23:30'), total_bottle: 2 });
    expect(decideInitialValidation(state(null, [lateLastNight]), request(), new Date(at('2025-06-14', '00:30')))).toEqual(
      refusal(500, loyaltyErrors.tooSoon),
    );
  });
});

describe('mileage, against the last service not rejected', () => {
  it.each([
    [50000, 49999, V, loyaltyErrors.mileageLower],
    [50000, 49999, P, loyaltyErrors.mileageLower],
    [50000, 50000, V, null],
    [50000, 1000, R, null],
  ] as const)('last %i, now %i (last status %i): %p', (last, mileage, status, error) => {
    const result = decideInitialValidation(state(null, [old({ current_mileage: last, status })]), request({ mileage }), NOW);
    expect(result).toEqual(error ? refusal(500, error) : null);
  });
});

describe('programme expiry: 36 months from the first verified service', () => {
  const first = service({ created_date: at('2022-06-14', '08:00') });
  const later = service({ created_date: at('2025-01-01') });

  it.each([
    [at('2025-06-14', '23:59'), null],
    [at('2025-06-15', '00:00'), loyaltyErrors.programmeExpired('2025-06-14')],
  ])('at %s: %p', (now, error) => {
    expect(decideInitialValidation(state(null, [first, later]), request(), new Date(now))).toEqual(
      error ? refusal(500, error) : null,
    );
  });

  it('names the expiry day in the error', () => {
    expect(loyaltyErrors.programmeExpired('2025-06-14')).toContain('14/06/2025');
    expect(loyaltyErrors.programmeExpired('2025-06-14')).toMatch(loyaltyErrors.programmeExpiredPattern);
  });

  it('does not start on a pending service', () => {
    const pendingFirst = service({ created_date: at('2022-01-01'), status: P });
    expect(decideInitialValidation(state(null, [pendingFirst, later]), request(), NOW)).toBeNull();
  });
});

describe('oil and quantity', () => {
  it.each([
    [{ oilCode: 'QUARTZ5000' }, loyaltyErrors.oilRequired],
    [{ totalBottle: 3 }, loyaltyErrors.quantityRequired],
    [{ totalBottle: 0 }, loyaltyErrors.quantityRequired],
  ])('%j is refused', (req, error) => {
    expect(decideSubmission(state(null), request(req), NOW)).toEqual(refusal(400, error));
  });

  it.each([
    [3, [[1]], 2, null],
    [3, [[2]], 2, loyaltyErrors.quantityOverSlots],
    [3, [[1], [1, P]], 2, loyaltyErrors.quantityOverSlots],
    [3, [[2]], 1, null],
    [4, [[2]], 2, null],
    [4, [[2], [1]], 2, loyaltyErrors.quantityOverSlots],
    [4, [[1], [1], [1]], 1, null],
  ] as const)('size %i with %j, %i more bottles: %p', (size, list, totalBottle, error) => {
    const cycle = services(list as never).map((s) => ({ ...s, created_date: LONG_AGO }));
    const result = decideSubmission(state({ size, services: cycle }), request({ totalBottle }), NOW);
    expect(result).toMatchObject(error ? refusal(400, error) : { ok: true, freeOil: false, totalBottle });
  });

  it.each([
    ['paid slots all pending', [old({ total_bottle: 2 }), old({ status: P })]],
    ['the free bottle pending', [old({ total_bottle: 2 }), old(), old({ status: P, free_oil: true })]],
  ])('waits for the workshop when %s', (_, list) => {
    expect(decideSubmission(state({ size: 3, services: list }), request(), NOW)).toEqual(
      refusal(409, loyaltyErrors.awaitingVerification),
    );
  });
});

describe('the free bottle', () => {
  const owed = [
    old({ OilCode: 'QUARTZINEOHTC5W30', total_bottle: 2 }),
    old({ OilCode: 'QUARTZ90005W40', total_bottle: 1 }),
  ];

  it.each([
    ['QUARTZ90005W40', 1, null],
    ['QUARTZ90005W50', 1, null],
    ['QUARTZINEOHTC5W30', 1, loyaltyErrors.freeOilVariant],
    ['QUARTZ700010W40', 1, loyaltyErrors.freeOilVariant],
    ['QUARTZ90005W40', 2, loyaltyErrors.freeOilQuantity],
  ] as const)('%s x%i: %p', (oilCode, totalBottle, error) => {
    const result = decideSubmission(state({ size: 3, services: owed }), request({ oilCode, totalBottle }), NOW);
    expect(result).toEqual(
      error
        ? refusal(400, error)
        : {
            ok: true,
            workshopId: 'W001',
            openNewCycle: false,
            closeActiveCycle: null,
            archivePending: false,
            cycleSize: 3,
            freeOil: true,
            totalBottle: 1,
          },
    );
  });

  it('may be asked for again after its first request was rejected', () => {
    const list = [...owed, old({ OilCode: 'QUARTZ90005W50', free_oil: true, status: R })];
    expect(decideSubmission(state({ size: 3, services: list }), request({ oilCode: 'QUARTZ90005W50' }), NOW)).toMatchObject({
      ok: true,
      freeOil: true,
    });
  });

  it('is not owed on another workshop: that starts a new cycle with a paid bottle', () => {
    const plan = decideSubmission(state({ size: 3, services: owed }), request({ workshopId: 'W002', oilCode: 'QUARTZINEOHTC5W30' }), NOW);
    expect(plan).toMatchObject({ ok: true, openNewCycle: true, freeOil: false, closeActiveCycle: CycleStatus.Closed });
  });
});

describe('the 2-bottle option', () => {
  it.each([
    ['no cycle', null, true],
    ['size 3, nothing yet', { size: 3, list: [] }, true],
    ['size 3, 1 verified', { size: 3, list: [[1]] }, true],
    ['size 3, 2 verified', { size: 3, list: [[2]] }, false],
    ['size 3, 1 verified and 1 pending', { size: 3, list: [[1], [1, P]] }, false],
    ['size 4, 2 verified', { size: 4, list: [[2]] }, true],
    ['size 4, 3 verified', { size: 4, list: [[2], [1]] }, false],
    ['size 3, free bottle owed', { size: 3, list: [[2], [1]] }, false],
    ['size 3, completed', { size: 3, list: [[2], [1], [1, V, 'free']] }, true],
  ] as const)('%s: %p', (_, cycle, offered) => {
    const list = cycle
      ? cycle.list.map(([total_bottle, status, free]: readonly [number, CycleService['status']?, string?]) =>
          service({ total_bottle, status: status ?? V, free_oil: free === 'free' }),
        )
      : [];
    expect(canChooseTwoBottles(cycle ? { size: cycle.size, workshopId: 'W001', services: list } : null)).toBe(offered);
  });
});
