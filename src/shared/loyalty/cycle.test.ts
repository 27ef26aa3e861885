import { CycleStatus, ServiceStatus } from '../contract/loyalty';
import {
  closedCycleStatus,
  cycleSizeForOil,
  effectiveCycleSize,
  freeOilChoices,
  isAwaitingVerification,
  isCycleComplete,
  isFreeBottleOwed,
  paidBottles,
  slotsLeft,
} from './cycle';
import { service, services } from './testFixtures';

const { Pending: P, Verified: V, Rejected: R, Archived: A } = ServiceStatus;

describe('cycle size', () => {
  it.each([
    ['QUARTZINEOHTC5W30', 3],
    ['QUARTZ90000FUTUREGF50W20', 3],
    ['QUARTZ7000CI410W30', 4],
    ['QUARTZ700010W40', 4],
    ['QUARTZNOPE', undefined],
  ])('%s starts a cycle of %p', (code, size) => {
    expect(cycleSizeForOil(code)).toBe(size);
  });

  it.each([
    [[P], 3, 'QUARTZ700010W40', 3],
    [[R], 3, 'QUARTZ700010W40', 4],
    [[R, A], 4, 'QUARTZINEOHTC5W30', 3],
    [[], 4, 'QUARTZ80005W40', 4],
  ] as const)('a cycle with services %j recorded as %i takes size %i from the next oil %s', (statuses, recorded, code, size) => {
    const list = statuses.map((status) => service({ status }));
    expect(effectiveCycleSize(recorded, list, code)).toBe(size);
  });
});

describe('reaching the free bottle', () => {
  it.each([
    [3, [[1], [1], [1]], true],
    [3, [[1], [1]], false],
    [3, [[2], [1]], true],
    [3, [[1], [2]], true],
    [3, [[2]], false],
    [4, [[1], [1], [1], [1]], true],
    [4, [[2], [2]], true],
    [4, [[2], [1], [1]], true],
    [4, [[2], [1]], false],
    [4, [[1], [1], [1]], false],
    [3, [[1], [1], [1, P]], false],
    [3, [[1], [1], [1, R]], false],
    [3, [[2], [1, A]], false],
  ] as const)('size %i with services %j: owed %p', (size, list, owed) => {
    expect(isFreeBottleOwed(size, services(list as never))).toBe(owed);
  });

  it('is no longer owed once the free bottle is submitted, and owed again if it is rejected', () => {
    const paid = services([[2], [1]]);
    const pendingFree = service({ status: P, free_oil: true });
    expect(isFreeBottleOwed(3, [...paid, pendingFree])).toBe(false);
    expect(isFreeBottleOwed(3, [...paid, { ...pendingFree, status: R }])).toBe(true);
  });

  it.each([
    [[[1], [1, P], [1, R]], 1, 1],
    [[[2], [1, P]], 2, 0],
    [[[2, V], [2, V]], 4, 0],
    [[[1, A], [1, R]], 0, 3],
  ] as const)('services %j: paid %i, slots left in size 3 %i (pending hold their slots)', (list, paid, left) => {
    expect(paidBottles(services(list as never))).toBe(paid);
    expect(slotsLeft(3, services(list as never))).toBe(left);
  });

  it('does not count the free bottle as paid', () => {
    expect(paidBottles([...services([[1], [1], [1]]), service({ free_oil: true })])).toBe(3);
  });
});

describe('free oil choices: every variant of the lowest rank among the verified paid oils', () => {
  it.each([
    [['QUARTZINEOHTC5W30', 'QUARTZ90005W40'], ['QUARTZ90005W40', 'QUARTZ90005W50']],
    [['QUARTZINEOHTC5W30', 'QUARTZINEOHTC5W30'], ['QUARTZINEOHTC5W30', 'QUARTZINEOMC35W30']],
    [['QUARTZ9000ENERGY0W40', 'QUARTZ90000FUTUREGF50W20'], ['QUARTZ90000FUTUREGF50W20']],
    [['QUARTZ8000GF60W20', 'QUARTZ70005W30', 'QUARTZ700015W50'], ['QUARTZ700010W40', 'QUARTZ700015W50']],
    [['QUARTZINEOHTC5W30', 'QUARTZ80005W40'], ['QUARTZ80005W40']],
  ])('bought %j: free %j', (bought, choices) => {
    expect(freeOilChoices(bought.map((OilCode) => service({ OilCode })))).toEqual(choices);
  });

  it('ignores pending, rejected and archived oils', () => {
    const list = [
      service({ OilCode: 'QUARTZINEOHTC5W30' }),
      service({ OilCode: 'QUARTZ700010W40', status: R }),
      service({ OilCode: 'QUARTZ70005W30', status: P }),
      service({ OilCode: 'QUARTZ80005W40', status: A }),
    ];
    expect(freeOilChoices(list)).toEqual(['QUARTZINEOHTC5W30', 'QUARTZINEOMC35W30']);
  });
});

describe('cycle end', () => {
  it.each([
    [[[1], [1], [1]], false, false],
    [[[2], [1, P]], false, true],
    [[[1], [1], [1]], true, false],
  ] as const)('services %j with a verified free bottle %p: awaiting %p', (list, freeVerified, awaiting) => {
    const all = [...services(list as never), ...(freeVerified ? [service({ free_oil: true })] : [])];
    expect(isAwaitingVerification(3, all)).toBe(awaiting);
    expect(isCycleComplete(all)).toBe(freeVerified);
  });

  it('waits while the free bottle is pending', () => {
    expect(isAwaitingVerification(3, [...services([[1], [2]]), service({ status: P, free_oil: true })])).toBe(true);
  });

  it.each([
    [[V, P], CycleStatus.Closed],
    [[P, R], CycleStatus.Void],
    [[], CycleStatus.Void],
  ] as const)('a cycle with %j closes with status %i', (statuses, status) => {
    expect(closedCycleStatus(statuses.map((s) => service({ status: s })))).toBe(status);
  });
});
