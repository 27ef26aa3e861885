import { ServiceStatus, loyaltyErrors } from '../contract/loyalty';
import { at, service } from './testFixtures';
import { applyVerification, isVerificationOverdue, verificationDeadline } from './verification';

const { Pending: P, Verified: V, Rejected: R, Archived: A } = ServiceStatus;

describe('verifying a service', () => {
  it.each([
    ['size 3: the third paid bottle', 3, [[1, V, 'QUARTZINEOHTC5W30'], [1, V, 'QUARTZ90005W40']], [1, 'QUARTZINEOHTC5W30'], ['QUARTZ90005W40', 'QUARTZ90005W50']],
    ['size 3: a 2-bottle service after 1', 3, [[1, V, 'QUARTZINEOHTC5W30']], [2, 'QUARTZINEOMC35W30'], ['QUARTZINEOHTC5W30', 'QUARTZINEOMC35W30']],
    ['size 3: the second paid bottle', 3, [[1, V, 'QUARTZINEOHTC5W30']], [1, 'QUARTZINEOHTC5W30'], null],
    ['size 3: a rejected bottle does not count', 3, [[1, V, 'QUARTZINEOHTC5W30'], [1, R, 'QUARTZINEOHTC5W30']], [1, 'QUARTZINEOHTC5W30'], null],
    ['size 4: 2 + 2', 4, [[2, V, 'QUARTZ80005W40']], [2, 'QUARTZ70005W30'], ['QUARTZ70005W30']],
    ['size 4: 1 + 1 + 1 + 1', 4, [[1, V, 'QUARTZ80005W40'], [1, V, 'QUARTZ8000GF60W20'], [1, V, 'QUARTZ700010W40']], [1, 'QUARTZ80005W40'], ['QUARTZ700010W40', 'QUARTZ700015W50']],
    ['size 4: the third paid bottle', 4, [[2, V, 'QUARTZ80005W40']], [1, 'QUARTZ80005W40'], null],
  ] as const)('%s: free oil owed %j', (_, size, before, [bottles, code], owed) => {
    const earlier = before.map(([total_bottle, status, OilCode]) => service({ total_bottle, status, OilCode }));
    const target = service({ status: P, total_bottle: bottles, OilCode: code });
    expect(applyVerification({ size }, [...earlier, target], target.guid)).toEqual({
      ok: true,
      cycleCloses: false,
      freeOilOwed: owed,
    });
  });

  it('closes the cycle when the free bottle is verified', () => {
    const list = [service({ total_bottle: 2 }), service(), service({ status: P, free_oil: true })];
    expect(applyVerification({ size: 3 }, list, list[2].guid)).toEqual({ ok: true, cycleCloses: true, freeOilOwed: null });
  });

  it.each([
    [V, 409, loyaltyErrors.serviceNotPending],
    [R, 409, loyaltyErrors.serviceNotPending],
    [A, 409, loyaltyErrors.serviceNotPending],
  ] as const)('refuses a service of status %i', (status, code, error) => {
    const target = service({ status });
    expect(applyVerification({ size: 3 }, [target], target.guid)).toEqual({ ok: false, status: code, error });
  });

  it('refuses a service not in the cycle', () => {
    expect(applyVerification({ size: 3 }, [service({ status: P })], 'elsewhere')).toEqual({
      ok: false,
      status: 404,
      error: loyaltyErrors.serviceNotFound,
    });
  });
});

describe('the 5-day verification window', () => {
  const submitted = at('2025-06-01', '10:00');

  it.each([
    [P, at('2025-06-06', '09:59'), false],
    [P, at('2025-06-06', '10:00'), true],
    [P, at('2025-06-20'), true],
    [V, at('2025-06-20'), false],
    [R, at('2025-06-20'), false],
  ] as const)('a service of status %i at %s is overdue: %p', (status, now, overdue) => {
    expect(isVerificationOverdue(service({ status, created_date: submitted }), new Date(now))).toBe(overdue);
  });

  it('ends 120 hours after submission', () => {
    expect(verificationDeadline(submitted).toISOString()).toBe(new Date(at('2025-06-06', '10:00')).toISOString());
  });
});
