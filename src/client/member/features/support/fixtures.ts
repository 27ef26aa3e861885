/* A member's stored state for the support tests: a car with a pending and a verified service. */
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { cycle, service, vehicle } from '../../../entities/loyalty/fixtures';
import { cyclesActions } from '../../../entities/cycles/slice';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import { notificationsActions } from '../../../entities/notifications/slice';
import { profileActions } from '../../../entities/profile/slice';
import { servicesActions } from '../../../entities/services/slice';
import { rootReducer, type RootState } from '../../app/store';
import { memberProfile } from '../../app/testUtils';
import { PERSIST_VERSION } from '../../app/persist';
import { buildSnapshot, type SnapshotState, type SupportSnapshot } from './snapshot';
import { MAX_VEHICLES } from '../../../../shared/loyalty/constants';

export const pending = service({ guid: 's-pending', status: 0, transaction_code: 'PEND123456', verified_date: null, created_date: '2026-02-20T02:00:00.000Z' });
export const verified = service({ guid: 's-verified', status: 1, transaction_code: 'VERI123456' });
export const oldService = service({ guid: 's-old', cycle_guid: 'cycle-0', transaction_code: 'OLDX123456', created_date: '2025-07-01T02:00:00.000Z' });
export const myvi = vehicle({ guid: 'v-myvi', plate_number: 'WXY1234', services: [pending, verified], paid_bottles: 1 });
export const pastCycle = cycle({ guid: 'cycle-0' });

/** The store of a member who opened the dashboard, the service page with its history, and the inbox. */
export function memberState(): RootState {
  const actions = [
    profileActions.fetchSucceeded(memberProfile),
    loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi], max_vehicles: MAX_VEHICLES })),
    cyclesActions.historyLoaded({ vehicleGuid: 'v-myvi', cycles: [pastCycle] }),
    servicesActions.cycleServicesLoaded({ cycleGuid: 'cycle-0', services: [oldService] }),
    notificationsActions.fetchSucceeded([{ id: 7, subject: 'Service verified', message: 'Your service was verified.', created_date: '2026-01-10T04:00:00.000Z', is_read: false, sender: 'Quartz Loyalty Programme' }]),
  ];
  return actions.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: 'init' }));
}

export function persistedOf(state: RootState): SnapshotState {
  const { profile, vehicles, cycles, services, notifications } = state;
  return { profile, vehicles, cycles, services, notifications };
}

export function memberSnapshot(route = { pathname: '/loyalty', search: '', state: null as unknown }): SupportSnapshot {
  return buildSnapshot({ state: persistedOf(memberState()), route, version: PERSIST_VERSION, appVersion: 'm7build', createdAt: '2026-03-02T02:00:00.000Z' });
}
