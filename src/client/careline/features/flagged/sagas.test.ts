import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import type { FlaggedEntry } from '../../../../shared/contract/flags';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, signIn, signOut } from '../../app/testUtils';
import { flaggedFixtures } from './fixtures';
import { frameReducers } from '../../../frame/store';
import flagged, { flaggedActions } from './slice';
import { clearFlag, loadFlagged } from './sagas';

const reducer = combineReducers({ ...frameReducers, flagged });

const entry = (id: string): FlaggedEntry => ({
  id,
  kind: 'referral_burst',
  reason: 'This member referred 3 new members within 24 hours (flagged from 3).',
  figures: { referrals: 3, hours: 24, threshold: 3 },
  created_date: '2026-03-01T02:00:00.000Z',
  service: null,
  member: { id: 7, mobile_number: '60123456789' },
  other: null,
});

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('the flagged queue', () => {
  it('reads a kind’s first page, then appends the next page after it', async () => {
    const api = flaggedFixtures({
      flaggedQueue: jest
        .fn()
        .mockResolvedValueOnce(answer(200, { entries: [entry('member-2'), entry('member-1')], next: 2 }))
        .mockResolvedValueOnce(answer(200, { entries: [entry('member-0')], next: null })),
    });
    const first = flaggedActions.queueRequested({ kind: 'referral_burst', offset: 0 });
    const { storeState } = await expectSaga(loadFlagged, first).withReducer(reducer, reducer(undefined, first)).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(api.flaggedQueue).toHaveBeenCalledWith({ kind: 'referral_burst', offset: 0 }, 'careline-access-1');
    expect(storeState.flagged).toMatchObject({ status: 'succeeded', next: 2 });

    const more = flaggedActions.queueRequested({ kind: 'referral_burst', offset: 2 });
    const after = await expectSaga(loadFlagged, more).withReducer(reducer, reducer(storeState, more)).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(api.flaggedQueue).toHaveBeenLastCalledWith({ kind: 'referral_burst', offset: 2 }, 'careline-access-1');
    expect(after.storeState.flagged.entries.map((e: FlaggedEntry) => e.id)).toEqual(['member-2', 'member-1', 'member-0']);
    expect(after.storeState.flagged.next).toBeNull();
  });

  it('shows the server’s words when the queue is refused', async () => {
    const error = 'kind must be one of the flag kinds (README "What is flagged")';
    const api = flaggedFixtures({ flaggedQueue: async () => answer(400, null, error) });
    const asked = flaggedActions.queueRequested({ kind: 'nope', offset: 0 });
    const { storeState } = await expectSaga(loadFlagged, asked).withReducer(reducer, reducer(undefined, asked)).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(storeState.flagged).toMatchObject({ status: 'failed', error });
  });

  it('a cleared flag leaves the queue, and the next page starts one earlier', async () => {
    const loaded = reducer(reducer(undefined, flaggedActions.queueRequested({ kind: '', offset: 0 })), flaggedActions.queueLoaded({ entries: [entry('member-2'), entry('member-1')], next: 2 }));
    const api = flaggedFixtures({ clearFlag: async () => answer(200, { id: 'member-2', cleared_date: '2026-03-02T00:00:00.000Z' }) });
    const { storeState } = await expectSaga(clearFlag, flaggedActions.clearRequested('member-2')).withReducer(reducer, reducer(loaded, flaggedActions.clearRequested('member-2'))).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(api.clearFlag).toHaveBeenCalledWith('member-2', 'careline-access-1');
    expect(storeState.flagged).toMatchObject({ entries: [entry('member-1')], next: 1, clearing: null, cleared: 'member-2' });
  });

  it('keeps a flag whose clearing was refused, with the reason, and drops one already cleared by someone else', async () => {
    const loaded = reducer(undefined, flaggedActions.queueLoaded({ entries: [entry('member-2'), entry('member-1')], next: null }));
    const refused = flaggedFixtures({ clearFlag: async () => answer(403, { reason: 'role_required', role: 'supervisor' }, 'A supervisor may do this') });
    const { storeState } = await expectSaga(clearFlag, flaggedActions.clearRequested('member-2')).withReducer(reducer, loaded).provide([[getContext('api'), refused]]).run(UNTIL_DONE);
    expect(storeState.flagged.entries).toHaveLength(2);
    expect(storeState.flagged.clearError).toEqual({ id: 'member-2', error: 'A supervisor may do this' });

    const gone = flaggedFixtures({ clearFlag: async () => answer(409, null, 'This flag was already cleared') });
    const after = await expectSaga(clearFlag, flaggedActions.clearRequested('member-1')).withReducer(reducer, storeState as ReturnType<typeof reducer>).provide([[getContext("api"), gone]]).run(UNTIL_DONE);
    expect(after.storeState.flagged.entries.map((e: FlaggedEntry) => e.id)).toEqual(['member-2']);
  });
});
