import { oils } from '../catalogue/oils';
import { ServiceStatus } from '../contract/loyalty';
import { at, service } from './testFixtures';
import type { CycleService } from './types';
import {
  initialOfferTab,
  quantityOptions,
  selectableOilCodes,
  startsNewCycle,
  warnsLowestVariant,
  wizardCycle,
  type WizardVehicle,
} from './wizardWarnings';

const { Pending: P, Verified: V, Rejected: R } = ServiceStatus;

function vehicle(size: 0 | 3 | 4, list: CycleService[] = []): WizardVehicle {
  return {
    cycle_guid: size === 0 ? null : 'c1',
    cycle_oil_type: size,
    workshop_id: size === 0 ? '' : 'W001',
    services: list,
  };
}

const s = (OilCode: string, status: CycleService['status'] = V, total_bottle = 1, free_oil = false, day = '2025-01-01') =>
  service({ OilCode, status, total_bottle, free_oil, created_date: at(day) });

describe('workshop change', () => {
  it.each([
    [3, 'W001', false],
    [3, 'w001', false],
    [3, 'W002', true],
    [4, 'W002', true],
    [0, 'W002', false],
  ] as const)('size %i cycle at W001, typed %s: new cycle %p', (size, typed, warns) => {
    const v = vehicle(size, size ? [s('QUARTZ90005W40')] : []);
    expect(startsNewCycle(v, typed)).toBe(warns);
    expect(wizardCycle(v, typed) === null).toBe(size === 0 || warns);
  });

  it('treats a completed cycle as none', () => {
    const v = vehicle(3, [s('QUARTZ90005W40', V, 2), s('QUARTZ90005W40'), s('QUARTZ90005W40', V, 1, true)]);
    expect(wizardCycle(v, 'W001')).toBeNull();
  });
});

describe('offer tab', () => {
  it.each([
    [0, 3],
    [3, 3],
    [4, 4],
  ] as const)('cycle_oil_type %i opens tab %i', (size, tab) => {
    expect(initialOfferTab(wizardCycle(vehicle(size, [s('QUARTZ80005W40')]), 'W001'))).toBe(tab);
  });

  it('opens tab 3 after a workshop change resets a size-4 cycle', () => {
    expect(initialOfferTab(wizardCycle(vehicle(4, [s('QUARTZ80005W40')]), 'W999'))).toBe(3);
  });
});

describe('lowest-variant warning', () => {
  it.each([
    ['no cycle', 0, [], 'QUARTZ90005W40', false],
    ['same rank (12 after 12)', 3, [s('QUARTZINEOHTC5W30')], 'QUARTZINEOMC35W30', false],
    ['same rank (8 after 8)', 3, [s('QUARTZ90005W50')], 'QUARTZ90005W40', false],
    ['lower rank (8 after 12)', 3, [s('QUARTZINEOHTC5W30')], 'QUARTZ90005W40', true],
    ['higher rank (12 after 8)', 3, [s('QUARTZ90005W40')], 'QUARTZINEOHTC5W30', true],
    ['from the 4-for-1 tab in a size-3 cycle', 3, [s('QUARTZ90005W40')], 'QUARTZ80005W40', true],
    ['3-for-1 oil in a size-4 cycle, same rank as the previous', 4, [s('QUARTZ80005W40', V, 1, false, '2025-01-01'), s('QUARTZINEOHTC5W30', V, 1, false, '2025-03-01')], 'QUARTZINEOMC35W30', true],
    ['previous is the latest pending, not an older one', 3, [s('QUARTZINEOHTC5W30', V, 1, false, '2025-01-01'), s('QUARTZ90005W40', P, 1, false, '2025-03-01')], 'QUARTZ90005W50', false],
    ['a rejected service is no previous oil', 3, [s('QUARTZINEOHTC5W30', R)], 'QUARTZ90005W40', false],
    ['a free bottle owed (choice restricted instead)', 3, [s('QUARTZINEOHTC5W30', V, 2), s('QUARTZ90005W40')], 'QUARTZ90005W40', false],
  ] as const)('%s: %p', (_, size, list, chosen, warns) => {
    expect(warnsLowestVariant(wizardCycle(vehicle(size, [...list]), 'W001'), chosen)).toBe(warns);
  });
});

describe('selectable oils and quantities', () => {
  it.each([
    ['no cycle', 0, [], oils.map((o) => o.code), [1, 2]],
    ['mid-cycle with 2 slots left', 3, [s('QUARTZINEOHTC5W30')], oils.map((o) => o.code), [1, 2]],
    ['1 slot left', 3, [s('QUARTZINEOHTC5W30', V, 2)], oils.map((o) => o.code), [1]],
    ['free owed after 12 + 8', 3, [s('QUARTZINEOHTC5W30', V, 2), s('QUARTZ90005W40')], ['QUARTZ90005W40', 'QUARTZ90005W50'], [1]],
    ['waiting for verification', 3, [s('QUARTZINEOHTC5W30', V, 2), s('QUARTZ90005W40', P)], [], [1]],
  ] as const)('%s', (_, size, list, codes, quantities) => {
    const cycle = wizardCycle(vehicle(size, [...list]), 'W001');
    expect(selectableOilCodes(cycle)).toEqual(codes);
    expect(quantityOptions(cycle)).toEqual(quantities);
  });
});

describe('quantities within the daily limit', () => {
  it.each([
    ['nothing yet today', 2, [1, 2]],
    ['1 bottle already today', 1, [1]],
    ['2 bottles already today', 0, []],
  ] as const)('no cycle, %s: offers %j', (_, leftToday, quantities) => {
    expect(quantityOptions(null, leftToday)).toEqual(quantities);
  });

  it('the cycle and the day both narrow it: 1 slot left and 2 bottles left today offers 1', () => {
    expect(quantityOptions(wizardCycle(vehicle(3, [s('QUARTZINEOHTC5W30', V, 2)]), 'W001'), 2)).toEqual([1]);
  });
});
