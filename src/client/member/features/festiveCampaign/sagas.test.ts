import { expectSaga } from 'redux-saga-test-plan';
import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, race } from 'redux-saga/effects';
import type { FestiveSubmitRequest } from '../../../../shared/contract/campaigns';
import { rootReducer, type RootState } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { answer, deferred, fixtureApi } from '../../app/testUtils';
import { festiveCampaignPath } from '../../app/paths';
import watchFestiveCampaign, {
  alreadyReceivedPopup,
  checkEligibility,
  loadFestiveConfig,
  receivedPopup,
  serviceFirstPopup,
  submitEntry,
  submitFailedPopup,
} from './sagas';
import { festiveCampaignActions } from './slice';
import { selectFestiveCampaignOn } from '../../../entities/festiveCampaign/slice';
import watchAppConfig, { appConfigNow } from '../appConfig/sagas';
import { UNTIL_DONE } from '../../../../testing/sagas';

const code = 'AB12CD34EF';
const entry: FestiveSubmitRequest = {
  fullname: 'Tan Mei Ling',
  mobile_number: '60123456780',
  mobile_ext_no: '60',
  mobile_no: '123456780',
  answer: 'Quartz',
  tnc: true,
  pdpa: true,
  transaction_id: code,
};

function run(saga: Parameters<typeof expectSaga>[0], api: ReturnType<typeof fixtureApi>, ...args: unknown[]) {
  return expectSaga(saga, ...args)
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), jest.fn()],
    ]);
}

describe('the eligibility check', () => {
  const opened = festiveCampaignActions.pageOpened({ transactionId: code });
  const state = (s: unknown) => (s as RootState).festiveCampaign.eligibility;

  it('200 opens the form with the amount and any earlier entry', async () => {
    const earlier = { fullname: 'Tan Mei Ling', mobile_ext_no: '60', mobile_no: '123456780', answer: 'Quartz' };
    const api = fixtureApi({ getFestiveEligibility: jest.fn(async () => answer(200, { transaction_id: code, amount: 10, entry: earlier })) });
    const { storeState } = await run(checkEligibility, api, opened).withState(rootReducer(undefined, opened)).run(UNTIL_DONE);
    expect(api.getFestiveEligibility).toHaveBeenCalledWith(code, '');
    expect(state(storeState)).toEqual({ transactionId: code, status: 'eligible', amount: 10, entry: earlier });
    expect((storeState as RootState).ui.popup).toBeNull();
  });

  it('412: "Please service your vehicle with Quartzy…" with a dashboard button that replaces the page', async () => {
    const api = fixtureApi({ getFestiveEligibility: jest.fn(async () => answer(412)) });
    const { storeState } = await run(checkEligibility, api, opened).withState(rootReducer(undefined, opened)).put(uiActions.popupShown(serviceFirstPopup)).run(UNTIL_DONE);
    expect(state(storeState).status).toBe('closed');
    expect(serviceFirstPopup).toMatchObject({
      messageKey: 'festiveCampaign.outcome.serviceFirst',
      buttons: [{ labelKey: 'common.actions.backToDashboard', action: festiveCampaignActions.dashboardRequested() }],
      dismissible: false,
    });
  });

  it.each([409, 500, 502])('%i: "We have received your entries…" with a dashboard button', async (status) => {
    const api = fixtureApi({ getFestiveEligibility: jest.fn(async () => answer(status)) });
    await run(checkEligibility, api, opened).put(uiActions.popupShown(alreadyReceivedPopup)).run(UNTIL_DONE);
    expect(alreadyReceivedPopup.messageKey).toBe('festiveCampaign.outcome.received');
  });

  it('no transaction_id: the "service your vehicle" outcome without asking the server', async () => {
    const api = fixtureApi();
    const noService = festiveCampaignActions.pageOpened({ transactionId: '' });
    const { storeState } = await run(checkEligibility, api, noService).withState(rootReducer(undefined, noService)).put(uiActions.popupShown(serviceFirstPopup)).run(UNTIL_DONE);
    expect(api.getFestiveEligibility).not.toHaveBeenCalled();
    expect(state(storeState).status).toBe('closed');
  });

  it('the dashboard button navigates with replace', async () => {
    const navigated = deferred<void>();
    const navigate = jest.fn(() => navigated.resolve());
    function* pressed() {
      yield race({
        page: call(watchFestiveCampaign),
        member: call(function* member() {
          yield put(festiveCampaignActions.dashboardRequested());
          yield call(() => navigated.promise);
        }),
      });
    }
    await expectSaga(pressed)
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), fixtureApi()],
        [getContext('navigate'), navigate],
      ])
      .run(UNTIL_DONE);
    expect(navigate).toHaveBeenCalledWith('/loyalty', { replace: true });
  });
});

describe('the submit', () => {
  const submitted = festiveCampaignActions.submitRequested(entry);

  it('200: "received your entries" with a success icon', async () => {
    const api = fixtureApi();
    const { storeState } = await run(submitEntry, api, submitted).put(uiActions.popupShown(receivedPopup)).run(UNTIL_DONE);
    expect(api.submitFestiveEntry).toHaveBeenCalledWith(entry, '');
    expect(receivedPopup).toMatchObject({ icon: 'success', messageKey: 'festiveCampaign.outcome.received' });
    expect((storeState as RootState).festiveCampaign.submission.status).toBe('succeeded');
  });

  it('404: the "service your vehicle" message, and the form closes', async () => {
    const api = fixtureApi({ submitFestiveEntry: jest.fn(async () => answer(404)) });
    const { storeState } = await run(submitEntry, api, submitted).put(uiActions.popupShown(serviceFirstPopup)).run(UNTIL_DONE);
    expect((storeState as RootState).festiveCampaign.eligibility.status).toBe('closed');
    expect((storeState as RootState).festiveCampaign.submission.errors).toEqual({ 'FINAL_FORM/form-error': { key: 'festiveCampaign.outcome.serviceFirst' } });
  });

  it('412: "received your entries" with a danger icon', async () => {
    const api = fixtureApi({ submitFestiveEntry: jest.fn(async () => answer(412)) });
    await run(submitEntry, api, submitted).put(uiActions.popupShown(alreadyReceivedPopup)).run(UNTIL_DONE);
    expect(alreadyReceivedPopup.icon).toBe('error');
  });

  it.each([400, 500, 502])('%i: the generic failure with Close, and the form stays open', async (status) => {
    const api = fixtureApi({ submitFestiveEntry: jest.fn(async () => answer(status)) });
    const { storeState } = await run(submitEntry, api, submitted).put(uiActions.popupShown(submitFailedPopup)).run(UNTIL_DONE);
    expect(submitFailedPopup).toEqual({ icon: 'error', messageKey: 'errors.generic', buttons: [{ labelKey: 'common.actions.close', variant: 'secondary' }] });
    expect((storeState as RootState).festiveCampaign.eligibility.status).not.toBe('closed');
  });

  it('a thrown error: the generic failure too', async () => {
    const api = fixtureApi({
      submitFestiveEntry: jest.fn(async () => {
        throw new Error('boom');
      }),
    });
    await run(submitEntry, api, submitted).put(uiActions.popupShown(submitFailedPopup)).run(UNTIL_DONE);
  });
});

describe('the campaign flag', () => {
  it("app-config tells whether the campaign is on, read once with the app's other settings", async () => {
    const getAppConfig = jest.fn(async () => answer(200, { map_tile_url: '/t/{z}/{x}/{y}', map_tile_attribution: '', festive_campaign: { on: true, start: '2026-02-01', end: '2026-03-31' } }));
    const api = fixtureApi({ getAppConfig });
    function* appWithSettings() {
      const settings: Task = yield fork(watchAppConfig);
      yield call(loadFestiveConfig);
      yield call(appConfigNow);
      yield cancel(settings);
    }
    const { storeState } = await run(appWithSettings, api).run(UNTIL_DONE);
    expect(selectFestiveCampaignOn(storeState as RootState)).toBe(true);
    expect(getAppConfig).toHaveBeenCalledTimes(1);
  });

  it("a service's form is the campaign page with its transaction code", () => {
    expect(festiveCampaignPath(code)).toBe('/campaign/cny?transaction_id=AB12CD34EF');
  });
});
