import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { CarelineStaff, NewPersonalToken, PasskeyChallenge, PersonalToken } from '../../../../shared/contract/careline';
import { now } from '../../../frame/clock';
import { passkeyAnswer } from '../../app/passkeyPrompt';
import { featureApi } from '../../app/featureApi';
import { callCareline } from '../../app/stepUp/callCareline';
import { myAccountCalls, type MyAccountApi, type NewTokenRequest, type PasskeyResponse } from './api';
import { myAccountActions } from './slice';
import { refusalText } from '../../app/refusalText';

export function* loadTokens() {
  const api: MyAccountApi = yield* featureApi(myAccountCalls);
  const res: Envelope<PersonalToken[]> = yield* callCareline(api.listTokens);
  if (res.status_code === 200 && res.result) yield put(myAccountActions.tokensLoaded(res.result));
  else yield put(myAccountActions.tokensFailed(refusalText(res)));
}

/** A token is made after a step-up (the dialog opens if the last is older than 5 minutes); it is shown once. */
export function* createToken(action: PayloadAction<NewTokenRequest>) {
  const api: MyAccountApi = yield* featureApi(myAccountCalls);
  const res: Envelope<NewPersonalToken> = yield* callCareline(api.createToken, { ...action.payload, name: action.payload.name.trim() });
  if (res.status_code === 200 && res.result) yield put(myAccountActions.created(res.result));
  else yield put(myAccountActions.tokenFailed(refusalText(res)));
}

export function* revokeToken(action: PayloadAction<number>) {
  const api: MyAccountApi = yield* featureApi(myAccountCalls);
  const res: Envelope<null> = yield* callCareline(api.revokeToken, action.payload);
  if (res.status_code === 200) yield put(myAccountActions.revoked({ id: action.payload, at: new Date(now()).toISOString() }));
  else yield put(myAccountActions.tokenFailed(refusalText(res)));
}

/** Another passkey (a second device): after a step-up, the browser makes it for the server's options. */
export function* addPasskey() {
  const api: MyAccountApi = yield* featureApi(myAccountCalls);
  const options: Envelope<PasskeyChallenge> = yield* callCareline(api.newPasskeyOptions);
  if (options.status_code !== 200 || !options.result) {
    yield put(myAccountActions.passkeyFailed(refusalText(options)));
    return;
  }
  const response: PasskeyResponse | null = yield* passkeyAnswer(true, options.result.options);
  if (!response) {
    yield put(myAccountActions.passkeyFailed(null));
    return;
  }
  const res: Envelope<CarelineStaff> = yield* callCareline(api.addPasskey, options.result.challenge_id, response);
  if (res.status_code === 200 && res.result) yield put(myAccountActions.passkeyAdded(res.result.passkeys));
  else yield put(myAccountActions.passkeyFailed(refusalText(res)));
}

/** The page's saga, started with it (it travels in its chunk). */
export default function* watchMyAccount() {
  yield takeLatest(myAccountActions.tokensRequested.type, loadTokens);
  yield takeLeading(myAccountActions.createRequested.type, createToken);
  yield takeLeading(myAccountActions.revokeRequested.type, revokeToken);
  yield takeLeading(myAccountActions.passkeyRequested.type, addPasskey);
}
