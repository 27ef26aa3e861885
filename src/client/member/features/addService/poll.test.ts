import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { all, call, delay, fork, getContext, put, race, take } from 'redux-saga/effects';
import type { Api } from '../../api';
import { callApi } from '../../../frame/callApi';
import { rootReducer, type RootState } from '../../app/store';
import { answer, clearCookies, deferred, fixtureApi, setTokenCookies } from '../../app/testUtils';
import { uiActions } from '../../../frame/uiSlice';
import { festiveCampaignConfigActions, selectFestiveCampaignOn } from '../../../entities/festiveCampaign/slice';
import watchAddService, { approvedPopup, freeOilEarnedPopup, pollService, rejectedPopup, watchStep4, withFestiveCampaignLink } from './sagas';
import watchNotifications from '../../../entities/notifications/sagas';
import { notificationsActions, selectUnreadCount } from '../../../entities/notifications/slice';
import { addServiceActions } from './slice';
import { UNTIL_DONE, untilPut } from '../../../../testing/sagas';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const api = fixtureApi();
const code = 'AB12CD34EF';
const pending = answer(202);

describe('the step-4 poll, step by step', () => {
  const start = () =>
    testSaga(pollService, code, 'WXY1234', false).next().getContext('api').next(api).call(callApi, api.checkService, code);

  it('keeps asking every 3.5 seconds while pending, then shows the approval and stops', () => {
    start()
      .next(pending)
      .delay(3500)
      .next()
      .call(callApi, api.checkService, code)
      .next(pending)
      .delay(3500)
      .next()
      .call(callApi, api.checkService, code)
      .next(answer(200, null))
      .select(selectFestiveCampaignOn)
      .next(false)
      .put(uiActions.popupShown(approvedPopup('WXY1234')))
      .next()
      .put(addServiceActions.pollEnded('verified'))
      .next()
      .put(notificationsActions.fetchRequested())
      .next()
      .isDone();
  });

  it('names the free oil variants, joined by OR, when the verification earned the free bottle', () => {
    start()
      .next(answer(200, { free_oil: ['Quartz 9000 5W-40', 'Quartz 9000 5W-50'], free_oil_codes: [] }))
      .select(selectFestiveCampaignOn)
      .next(false)
      .put(uiActions.popupShown(freeOilEarnedPopup(['Quartz 9000 5W-40', 'Quartz 9000 5W-50'])))
      .next()
      .put(addServiceActions.pollEnded('verified'))
      .next()
      .put(notificationsActions.fetchRequested())
      .next()
      .isDone();
    expect(freeOilEarnedPopup(['A', 'B']).values).toEqual({ variants: 'A OR B' });
  });

  it('shows the rejection with GO TO INBOX on 403 and stops', () => {
    start()
      .next(pending)
      .delay(3500)
      .next()
      .call(callApi, api.checkService, code)
      .next(answer(403, null, 'Rejected'))
      .put(uiActions.popupShown(rejectedPopup))
      .next()
      .put(addServiceActions.pollEnded('rejected'))
      .next()
      .put(notificationsActions.fetchRequested())
      .next()
      .isDone();
  });

  it('stops quietly on 410', () => {
    start().next(answer(410)).put(addServiceActions.pollEnded('stopped')).next().isDone();
  });

  it('keeps polling through a network failure', () => {
    start().next(answer(502)).delay(3500).next().call(callApi, api.checkService, code);
  });

  it('races the poll with leaving the page, so leaving cancels it', () => {
    const action = addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false });
    testSaga(watchStep4, action)
      .next()
      .race({ poll: call(pollService, code, 'WXY1234', false), left: take(addServiceActions.pageLeft.type) })
      .next({ left: addServiceActions.pageLeft() })
      .isDone();
  });
});

describe('the step-4 poll as a flow', () => {
  it('pending, pending, verified: one popup, three checks', async () => {
    const replies = [pending, pending, answer(200, null)];
    const checkService = jest.fn(async () => replies.shift()!);
    const { storeState } = await expectSaga(untilPut(watchAddService, addServiceActions.pollEnded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })], [matchers.call.fn(delay(0).payload.fn), null]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .put(uiActions.popupShown(approvedPopup('WXY1234')))
      .run(UNTIL_DONE);
    expect(checkService).toHaveBeenCalledTimes(3);
    expect(checkService).toHaveBeenCalledWith(code, 'access-1');
    expect((storeState as RootState).addService.poll).toBe('verified');
    expect((storeState as RootState).ui.popup).toMatchObject({ messageKey: 'addService.poll.approved', values: { plate: 'WXY1234' } });
  });

  it('a verified free bottle reads "all set" even when the answer lists variants', async () => {
    const checkService = jest.fn(async () => answer(200, { free_oil: ['X'], free_oil_codes: ['X'] }));
    await expectSaga(untilPut(watchAddService, addServiceActions.pollEnded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: true }))
      .put(uiActions.popupShown(approvedPopup('WXY1234')))
      .run(UNTIL_DONE);
  });

  it('rejected: the inbox popup', async () => {
    const checkService = jest.fn(async () => answer(403));
    const { storeState } = await expectSaga(untilPut(watchAddService, addServiceActions.pollEnded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .put(uiActions.popupShown(rejectedPopup))
      .run(UNTIL_DONE);
    expect((storeState as RootState).ui.popup!.buttons).toEqual([{ labelKey: 'addService.poll.goToInbox', variant: 'primary', to: '/inbox' }]);
  });

  it.each([
    ['verified', answer(200, null)],
    ['rejected', answer(403)],
  ])('%s: the inbox reloads, so the header counts the message the verdict wrote', async (_, verdict) => {
    const message = { id: 1, subject: 'Service verified', message: 'x', created_date: '2026-11-25T02:00:00Z', is_read: false, sender: 'Quartz' };
    const getNotifications = jest.fn(async () => answer(200, [message]));
    const both = function* () {
      yield all([fork(watchAddService), fork(watchNotifications)]);
    };
    const { storeState } = await expectSaga(untilPut(both, notificationsActions.fetchSucceeded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService: jest.fn(async () => verdict), getNotifications })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .put(notificationsActions.fetchRequested())
      .run(UNTIL_DONE);
    expect(getNotifications).toHaveBeenCalledTimes(1);
    expect(selectUnreadCount(storeState as RootState)).toBe(1);
  });

  it('leaving the page cancels the poll: no more checks, no popup', async () => {
    const checked = deferred<void>();
    const checkService = jest.fn(async () => {
      checked.resolve();
      return pending;
    });
    // The member leaves once the first check has answered 'pending', while the poll waits for the
    // next, and stays away: the visit ends only if leaving ends step 4.
    function* member() {
      yield call(() => checked.promise);
      yield put(addServiceActions.pageLeft());
      yield take('member/neverComesBack');
    }
    const { storeState } = await expectSaga(function* step4WithMember() {
      yield race({ page: call(watchStep4, addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false })), member: call(member) });
    })
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .not.put.actionType(uiActions.popupShown.type)
      .not.put.actionType(addServiceActions.pollEnded.type)
      .not.put.actionType(notificationsActions.fetchRequested.type)
      .run(UNTIL_DONE);
    expect(checkService).toHaveBeenCalledTimes(1);
    expect((storeState as RootState).ui.popup).toBeNull();
  });
});

function poll(api: Api, freeOil: boolean) {
  return expectSaga(pollService, code, 'WXY1234', freeOil)
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), jest.fn()],
    ]);
}

describe('the approval popup and the festive campaign', () => {
  it('while it is on, the approval popup of a paid service links to its campaign form', async () => {
    const on = rootReducer(undefined, festiveCampaignConfigActions.loaded({ on: true, start: '2026-02-01', end: '2026-03-31' }));
    const api = fixtureApi({ checkService: jest.fn(async () => answer(200, null)) });
    const { storeState } = await poll(api, false).withState(on).run(UNTIL_DONE);
    expect((storeState as RootState).ui.popup).toEqual(withFestiveCampaignLink(approvedPopup('WXY1234'), code));
    expect((storeState as RootState).ui.popup?.buttons[1]).toEqual({
      labelKey: 'addService.poll.joinFestiveCampaign',
      variant: 'secondary',
      to: '/campaign/cny?transaction_id=AB12CD34EF',
    });
  });

  it('while it is off, or for a free bottle, the popup has no link', async () => {
    const api = fixtureApi({ checkService: jest.fn(async () => answer(200, null)) });
    const off = await poll(api, false).run(UNTIL_DONE);
    expect((off.storeState as RootState).ui.popup).toEqual(approvedPopup('WXY1234'));
    const on = rootReducer(undefined, festiveCampaignConfigActions.loaded({ on: true, start: null, end: null }));
    const free = await poll(api, true).withState(on).run(UNTIL_DONE);
    expect((free.storeState as RootState).ui.popup).toEqual(approvedPopup('WXY1234'));
  });
});
