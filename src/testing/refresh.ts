import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { BrowserTokens } from '../shared/contract/accounts';
import type { Envelope } from '../shared/contract/envelope';
import { sessionActions } from '../client/frame/session/slice';
import { whenTaken } from './sagas';

/**
 * A token refresh that answers once another call waits for it, as when two calls' 401s overlap
 * one refresh: `refreshToken` is the api's call, `provider` goes to expectSaga's `provide`. A
 * second refresh (which the shared refresh exists to prevent) answers too, so such a bug fails
 * the test's count instead of hanging it.
 */
export function overlappingRefresh(answer: () => Promise<Envelope<BrowserTokens>>) {
  const anotherWaits = whenTaken([sessionActions.tokensRefreshed.type, sessionActions.refreshFailed.type]);
  let asked = 0;
  let secondAsked!: () => void;
  const second = new Promise<void>((resolve) => {
    secondAsked = resolve;
  });
  const refreshToken = jest.fn(() => {
    asked += 1;
    if (asked > 1) secondAsked();
    return Promise.race([anotherWaits.taken, second]).then(answer);
  });
  return { refreshToken, provider: anotherWaits.provider as StaticProvider };
}
