import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../app/store';
import { currentBuildId } from '../../../frame/buildId';
import { PERSIST_VERSION } from '../../app/persist';
import { nowIso, readFileText, saveJsonFile } from './files';
import { memberSnapshot, memberState } from './fixtures';
import { downloadSnapshot, loadReplayFile } from './sagas';
import { SNAPSHOT_KIND, type SupportSnapshot } from './snapshot';
import { supportActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const route = { pathname: '/loyalty/service-information', search: '', state: { vehicle: 'v-myvi' } };
const jsonFile = (content: unknown, name = 'quartz-diagnostic.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

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

describe('support/replayFileChosen', () => {
  it('reads, migrates and replays a diagnostic file', async () => {
    const written = memberSnapshot(route);
    const { storeState } = await expectSaga(loadReplayFile, supportActions.replayFileChosen(jsonFile(written)))
      .withReducer(rootReducer)
      .put(supportActions.replayReady({ ...written, file_version: PERSIST_VERSION }))
      .run(UNTIL_DONE);
    expect((storeState as RootState).support.replay.status).toBe('ready');
  });

  it('refuses a malformed file and keeps the reason', async () => {
    const { storeState } = await expectSaga(loadReplayFile, supportActions.replayFileChosen(jsonFile('{"kind": "quartz-loyalty-support-snapshot", "ver')))
      .withReducer(rootReducer)
      .put(supportActions.replayFailed({ code: 'notJson' }))
      .run(UNTIL_DONE);
    expect((storeState as RootState).support.replay).toMatchObject({ status: 'failed', problem: { code: 'notJson' }, snapshot: null });
  });

  it('refuses a file far too large to be a diagnostic file without reading it', async () => {
    const huge = jsonFile('x');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    await expectSaga(loadReplayFile, supportActions.replayFileChosen(huge))
      .withReducer(rootReducer)
      .put(supportActions.replayFailed({ code: 'tooLarge', maxMb: 5 }))
      .not.call.fn(readFileText)
      .run(UNTIL_DONE);
  });
});
