import { answer, fixtureApi } from '../../app/testUtils';
import type { CarelineApi } from '../../api';
import type { FlaggedApi } from './api';

/** The console's fixture calls with the queue's own (which its chunk brings), an empty queue unless given. */
export function flaggedFixtures(overrides: Partial<FlaggedApi> = {}): jest.Mocked<CarelineApi & FlaggedApi> {
  const calls: FlaggedApi = {
    flaggedQueue: async () => answer(200, { entries: [], next: null }),
    clearFlag: async () => answer(200),
    ...overrides,
  };
  const mocked = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, jest.fn(fn)]));
  return { ...fixtureApi(), ...mocked } as unknown as jest.Mocked<CarelineApi & FlaggedApi>;
}
