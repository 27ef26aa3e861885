import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { createCarelineApi } from '../api';
import { featureApi } from './featureApi';
import { auditLogCalls } from '../features/auditLog/api';
import { festivePinsCalls } from '../features/festivePins/api';
import { flaggedCalls } from '../features/flagged/api';
import { caseCalls } from '../features/memberCase/api';
import { myAccountCalls } from '../features/myAccount/api';
import { pendingCalls } from '../features/pending/api';
import { replayCalls } from '../features/replay/api';
import { reportsCalls } from '../features/reports/api';
import { searchCalls } from '../features/search/api';
import { staffCalls } from '../features/staff/api';
import { workshopsCalls } from '../features/workshops/api';

const screens = { auditLogCalls, festivePinsCalls, flaggedCalls, caseCalls, myAccountCalls, pendingCalls, replayCalls, reportsCalls, searchCalls, staffCalls, workshopsCalls };

describe('featureApi', () => {
  // The console's own calls win over a screen's (a test's fixtures stand in that way), so a screen's
  // call named like one of the console's would silently be the console's.
  it.each(Object.entries(screens))('%s names none of its calls like one of the console’s first page', (_name, calls) => {
    const api = createCarelineApi();
    const clashes = Object.keys(calls(api)).filter((call) => call in api);
    expect(clashes).toEqual([]);
  });

  it('builds a screen’s calls on the console’s transport, so they carry its requests', async () => {
    const send = jest.fn().mockResolvedValue({ status_code: 200, result: [], error: null });
    const api = { ...createCarelineApi(), send };
    const { returnValue } = await expectSaga(function* () {
      const calls = yield* featureApi(searchCalls);
      return yield calls.findMembers('WXY', 'token-1');
    })
      .provide([[getContext('api'), api]])
      .run();
    expect(returnValue).toEqual({ status_code: 200, result: [], error: null });
    expect(send).toHaveBeenCalledWith('GET', '/api/ops/members', { query: { q: 'WXY' }, token: 'token-1' });
  });
});
