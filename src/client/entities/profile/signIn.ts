import { fork, join, put, take, type Effect } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import { profileActions } from './slice';
import { sessionActions } from '../../frame/session/slice';

export const profileOutcome = [profileActions.fetchSucceeded.type, profileActions.fetchFailed.type];

export function* waitForProfile(): Generator<Effect, void, unknown> {
  yield take(profileOutcome);
}

/**
 * Login, verification and reset all end here: the session stores the tokens and loads the profile,
 * and the caller moves on once the profile has answered (a failed lookup is only logged, so it
 * does not hold the member back). The wait starts before the event, so a quick answer is not missed.
 */
export function* signIn(tokens: BrowserTokens): Generator<Effect, void, any> {
  const profile: Task = yield fork(waitForProfile);
  yield put(sessionActions.loggedIn(tokens));
  yield join(profile);
}
