import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../app/store';
import { currentBuildId } from '../../../frame/buildId';
import { PERSIST_VERSION } from '../../app/persist';
import { nowIso, saveJsonFile } from './files';
import { memberSnapshot, memberState } from './fixtures';
import { downloadSnapshot } from './sagas';
import { SNAPSHOT_KIND, type SupportSnapshot } from './snapshot';
import { supportActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const route = { pathname: '/loyalty/service-information', search: '', state: { vehicle: 'v-myvi' } };

describe('support/snapshotRequested', () => {
  it('saves the persisted state, redacted, with the route and the build, as a versioned JSON file', async () => {
    const saved: [string, SupportSnapshot][] = [];
    const { storeState } = await expectSaga(downloadSnapshot, supportActions.snapshotRequested({ route }))
      .withReducer(rootReducer, rootReducer(memberState(), supportActions.snapshotRequested({ route })))
      .provide([
        [matchers.call.fn(currentBuildId), 'm7build'],
        [matchers.call.fn(nowIso), '2026-03-02T02:00:00.000Z'],
        {
          call(effect, next) {
            if (effect.fn !== saveJsonFile) return next();
            saved.push(effect.args as [string, SupportSnapshot]);
            return undefined;
          },
        },
      ])
      .put(supportActions.snapshotSaved())
      .run(UNTIL_DONE);
    expect(saved).toHaveLength(1);
    const [fileName, file] = saved[0];
    expect(fileName).toBe('quartz-diagnostic-2026-03-02T02-00-00Z.json');
    expect(file).toEqual(memberSnapshot(route));
    expect(file).toMatchObject({ kind: SNAPSHOT_KIND, version: PERSIST_VERSION, app_version: 'm7build' });
    expect((storeState as RootState).support.download).toBe('saved');
  });

  it('says so when the browser could not save the file', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storeState } = await expectSaga(downloadSnapshot, supportActions.snapshotRequested({ route }))
      .withReducer(rootReducer, memberState())
      .provide([[matchers.call.fn(saveJsonFile), throwError(new Error('Blocked by the browser'))]])
      .put(supportActions.snapshotFailed())
      .run(UNTIL_DONE);
    warn.mockRestore();
    expect((storeState as RootState).support.download).toBe('failed');
  });
});
