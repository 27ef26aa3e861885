import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getContext, put, take } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { answer, clearCookies, fixtureApi, setTokenCookies } from '../../app/testUtils';
import { clearBrowserStorage, readPushRefused, savePushRefused } from '../../../frame/storage';
import { sessionActions } from '../../../frame/session/slice';
import { UNTIL_DONE, untilPut, withSteps } from '../../../../testing/sagas';
import { applicationServerKey, pushDevice, requestPermission, subscribeDevice, unsubscribeDevice } from './device';
import watchPushOptIn, { checkOffer, optIn } from './sagas';
import { pushOptInActions, selectPushOptInPhase } from './slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

const phaseOf = (state: unknown) => selectPushOptInPhase(state as RootState);

describe('the offer at step 4', () => {
  it.each([
    ['available', false, 'offered'],
    ['available', true, 'hidden'],
    ['denied', false, 'hidden'],
    ['subscribed', false, 'hidden'],
    ['unsupported', false, 'hidden'],
  ] as const)('on a device where push is %s, refused here before: %s, is %s', async (device, refused, phase) => {
    const { storeState } = await expectSaga(checkOffer)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(pushDevice), device],
        [matchers.call.fn(readPushRefused), refused],
      ])
      .put(pushOptInActions.deviceKnown({ device, refused }))
      .run(UNTIL_DONE);
    expect(phaseOf(storeState)).toBe(phase);
  });

  it('is hidden where asking the browser about push throws', async () => {
    const { storeState } = await expectSaga(checkOffer)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(pushDevice), throwError(new Error('no service worker'))]])
      .run(UNTIL_DONE);
    expect(phaseOf(storeState)).toBe('hidden');
  });
});

describe('turning notifications on', () => {
  it("asks the browser, subscribes with the server's key and gives the server the subscription", async () => {
    const api = fixtureApi({ getPushPublicKey: jest.fn(async () => answer(200, { public_key: PUBLIC_KEY })), savePushSubscription: jest.fn(async () => answer(200)) });
    const { storeState } = await expectSaga(untilPut(watchPushOptIn, pushOptInActions.subscribed.type))
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(requestPermission), 'granted'],
        [matchers.call.fn(subscribeDevice), subscription],
      ])
      .dispatch(pushOptInActions.optInClicked())
      .call(subscribeDevice, PUBLIC_KEY)
      .put(pushOptInActions.subscribed())
      .run(UNTIL_DONE);
    expect(api.savePushSubscription).toHaveBeenCalledWith(subscription, 'access-1');
    expect(phaseOf(storeState)).toBe('on');
  });

  it.each(['denied', 'default'] as const)('takes a prompt answered %s as no, for good on this device', async (permission) => {
    const api = fixtureApi({ getPushPublicKey: jest.fn() });
    const member = function* () {
      yield put(pushOptInActions.optInClicked());
      yield take(pushOptInActions.refused.type);
      // Step 4 shown again later: still not offered.
      yield put(pushOptInActions.offerChecked());
      yield take(pushOptInActions.deviceKnown.type);
    };
    const { storeState } = await expectSaga(withSteps(watchPushOptIn, member))
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(requestPermission), permission],
        [matchers.call.fn(pushDevice), 'available'],
      ])
      .put(pushOptInActions.refused())
      .put(pushOptInActions.deviceKnown({ device: 'available', refused: true }))
      .run(UNTIL_DONE);
    expect(api.getPushPublicKey).not.toHaveBeenCalled();
    expect(readPushRefused()).toBe(true);
    expect(phaseOf(storeState)).toBe('hidden');
  });

  it("remembers 'No thanks' on this device, past a logout", async () => {
    const member = function* () {
      yield put(pushOptInActions.refused());
      yield put(pushOptInActions.offerChecked());
      yield take(pushOptInActions.deviceKnown.type);
    };
    await expectSaga(withSteps(watchPushOptIn, member))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(pushDevice), 'available']])
      .put(pushOptInActions.deviceKnown({ device: 'available', refused: true }))
      .run(UNTIL_DONE);
    clearBrowserStorage();
    expect(readPushRefused()).toBe(true);
  });

  it('fails, to be tried again, when the browser cannot subscribe or the server refuses the subscription', async () => {
    const api = fixtureApi({
      getPushPublicKey: jest.fn(async () => answer(200, { public_key: PUBLIC_KEY })),
      savePushSubscription: jest.fn(async () => answer(400, null, 'Invalid push subscription')),
    });
    const noPushService = await expectSaga(optIn)
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(requestPermission), 'granted'],
        [matchers.call.fn(subscribeDevice), throwError(new DOMException('Registration failed - push service error', 'AbortError'))],
      ])
      .put(pushOptInActions.failed())
      .run(UNTIL_DONE);
    expect(phaseOf(noPushService.storeState)).toBe('failed');
    expect(api.savePushSubscription).not.toHaveBeenCalled();

    const refusedByServer = await expectSaga(optIn)
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(requestPermission), 'granted'],
        [matchers.call.fn(subscribeDevice), subscription],
      ])
      .put(pushOptInActions.failed())
      .run(UNTIL_DONE);
    expect(phaseOf(refusedByServer.storeState)).toBe('failed');
    expect(readPushRefused()).toBe(false);
  });
});

describe('logout', () => {
  it("drops the browser's subscription, as the server drops its copy with the session", async () => {
    await expectSaga(untilPut(watchPushOptIn, 'test/done'))
      .provide([[matchers.call.fn(unsubscribeDevice), undefined]])
      .dispatch(sessionActions.loggedOut())
      .call(unsubscribeDevice)
      .dispatch({ type: 'test/done' })
      .run(UNTIL_DONE);
  });
});

describe('the VAPID public key', () => {
  it('becomes the 65 bytes of an uncompressed P-256 point', () => {
    const bytes = applicationServerKey(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

it('savePushRefused is what readPushRefused reads', () => {
  expect(readPushRefused()).toBe(false);
  savePushRefused();
  expect(readPushRefused()).toBe(true);
});
