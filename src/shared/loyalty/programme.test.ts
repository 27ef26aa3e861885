import { ServiceStatus } from '../contract/loyalty';
import { isProgrammeExpired, programmeDates } from './programme';
import { at, service } from './testFixtures';

const { Pending: P, Verified: V, Rejected: R, Archived: A } = ServiceStatus;

describe('programme dates', () => {
  it.each([
    [[[V, at('2023-03-10')], [V, at('2022-06-14')]], '2022-06-14', '2025-06-14'],
    [[[P, at('2021-01-01')], [R, at('2021-02-01')], [A, at('2021-03-01')], [V, at('2024-02-29')]], '2024-02-29', '2027-02-28'],
    [[[V, at('2022-06-13', '23:30')]], '2022-06-13', '2025-06-13'],
    [[[V, at('2022-06-14', '00:30')]], '2022-06-14', '2025-06-14'],
  ] as const)('%j start %s and expire %s', (list, start, expiry) => {
    const dates = programmeDates(list.map(([status, created_date]) => service({ status, created_date })));
    expect(dates).toEqual({ start_date: { Valid: true, Time: start }, expiry_date: { Valid: true, Time: expiry } });
  });

  it.each([[[]], [[P]], [[R, A]]] as const)('are not valid with services of status %j', (statuses) => {
    const none = { Valid: false, Time: '0001-01-01' };
    expect(programmeDates(statuses.map((status) => service({ status })))).toEqual({ start_date: none, expiry_date: none });
  });

  it.each([
    [at('2025-06-14', '00:00'), false],
    [at('2025-06-14', '23:59'), false],
    [at('2025-06-15', '00:00'), true],
  ])('with expiry 2025-06-14, at %s expired: %p', (now, expired) => {
    expect(isProgrammeExpired({ Valid: true, Time: '2025-06-14' }, new Date(now))).toBe(expired);
  });

  it('never expires without a start', () => {
    expect(isProgrammeExpired({ Valid: false, Time: '0001-01-01' }, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
