import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call, delay, getContext, race, take } from 'redux-saga/effects';
import { loyaltyErrors, type SubmitServiceResult } from '../../../shared/contract/loyalty';
import { SERVICE_POLL_INTERVAL_MS } from '../../../shared/loyalty/constants';
import type { Api } from '../../api';
import { callApi } from '../../app/callApi';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, setTokenCookies } from '../../app/testUtils';
import { uiActions } from '../../app/uiSlice';
import { serverErrorPopup } from '../../ui/form/popups';
import { answer, fixtureApi } from '../../ui/form/testSupport';
import { normaliseLoyalty } from '../dashboard/sagas';
import { loyaltyActions } from '../dashboard/slice';
import { service, vehicle } from '../dashboard/fixtures';
import watchAddService, {
  approvedPopup,
  ceasedGoBackPopup,
  freeOilEarnedPopup,
  newSubmissionId,
  pollService,
  receiptFormatPopup,
  rejectedPopup,
  submitService,
  validateStep1,
  watchStep4,
} from './sagas';
import { addServiceActions } from './slice';
import { selectFestiveCampaignOn } from '../festiveCampaign/slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const api = fixtureApi();
const code = 'AB12CD34EF';
const pending = answer(202);

describe('the step-4 poll, step by step', () => {
  const start = () =>
    testSaga(pollService, code, 'WXY1234', false).next().getContext('api').next(api).call(callApi, api.checkService, code);

  it('keeps asking every 3.5 seconds while pending, then shows the approval and stops', () => {
    expect(SERVICE_POLL_INTERVAL_MS).toBe(3500);
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
    const { storeState } = await expectSaga(watchAddService)
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })], [matchers.call.fn(delay(0).payload.fn), null]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .put(uiActions.popupShown(approvedPopup('WXY1234')))
      .silentRun(50);
    expect(checkService).toHaveBeenCalledTimes(3);
    expect(checkService).toHaveBeenCalledWith(code, 'access-1');
    expect((storeState as RootState).addService.poll).toBe('verified');
    expect((storeState as RootState).ui.popup).toMatchObject({ messageKey: 'addService.poll.approved', values: { plate: 'WXY1234' } });
  });

  it('a verified free bottle reads "all set" even when the answer lists variants', async () => {
    const checkService = jest.fn(async () => answer(200, { free_oil: ['X'], free_oil_codes: ['X'] }));
    await expectSaga(watchAddService)
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: true }))
      .put(uiActions.popupShown(approvedPopup('WXY1234')))
      .silentRun(50);
  });

  it('rejected: the inbox popup', async () => {
    const checkService = jest.fn(async () => answer(403));
    const { storeState } = await expectSaga(watchAddService)
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .put(uiActions.popupShown(rejectedPopup))
      .silentRun(50);
    expect((storeState as RootState).ui.popup!.buttons).toEqual([{ labelKey: 'addService.poll.goToInbox', variant: 'primary', to: '/inbox' }]);
  });

  it('leaving the page cancels the poll: no more checks, no popup', async () => {
    const checkService = jest.fn(async () => pending);
    const { storeState } = await expectSaga(watchAddService)
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ checkService })]])
      .dispatch(addServiceActions.qrShown({ transactionCode: code, plate: 'WXY1234', freeOil: false }))
      .delay(30)
      .dispatch(addServiceActions.pageLeft())
      .not.put.actionType(uiActions.popupShown.type)
      .not.put.actionType(addServiceActions.pollEnded.type)
      .silentRun(100);
    expect(checkService).toHaveBeenCalledTimes(1);
    expect((storeState as RootState).ui.popup).toBeNull();
  });
});

const result: SubmitServiceResult = {
  guid: 'svc-9',
  transaction_code: code,
  oil_name: 'Quartz 9000 5W-40',
  service_date: '2026-03-01T02:00:00.000Z',
  free_oil: false,
};

function wizardAtStep3(): RootState {
  let state = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [vehicle({ guid: 'v1' })], max_vehicles: 4 })));
  state = rootReducer(state, addServiceActions.pageOpened({ vehicleGuid: 'v1', workshopId: 'WS1001' }));
  state = rootReducer(state, addServiceActions.step1Submitted({ workshopId: 'WS1001', mileage: '12000' }));
  state = rootReducer(state, addServiceActions.step1Passed());
  state = rootReducer(state, addServiceActions.step2Submitted({ oilCode: 'QUARTZ90005W40', quantity: 2 }));
  return state;
}

const receipt = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('step 3 submit', () => {
  it('puts the upload progress in the slice as the events arrive, then opens step 4', async () => {
    const submitServiceApi = jest.fn<ReturnType<Api['submitService']>, Parameters<Api['submitService']>>(async (_fields, _file, onProgress) => {
      onProgress(0.25);
      onProgress(0.6);
      onProgress(1);
      return answer(200, result);
    });
    const { storeState } = await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-1']])
      .put(addServiceActions.submissionIdCreated('uuid-1'))
      .put(addServiceActions.uploadProgressed(0.25))
      .put(addServiceActions.uploadProgressed(0.6))
      .put(addServiceActions.uploadProgressed(1))
      .put(
        addServiceActions.submitSucceeded({ ...result, workshopId: 'WS1001', mileage: '12000', quantity: 2, oilCode: 'QUARTZ90005W40' }),
      )
      .run();
    const [fields, file, , token] = submitServiceApi.mock.calls[0];
    expect(fields).toEqual({
      vehicle_guid: 'v1',
      current_mileage: '12000',
      workshop_id: 'WS1001',
      new_workshop_id: '',
      oil: 'QUARTZ90005W40',
      total_bottle: 2,
      submission_id: 'uuid-1',
    });
    expect(file).toBe(receipt);
    expect(token).toBe('access-1');
    const state = storeState as RootState;
    expect(state.addService.step).toBe(4);
    expect(state.addService.receipt?.transaction_code).toBe(code);
  });

  it('an access token that ran out during the upload: one refresh, the receipt sent again, step 4 opens', async () => {
    const submitServiceApi = jest.fn<ReturnType<Api['submitService']>, Parameters<Api['submitService']>>(async (_fields, _file, onProgress, token) => {
      onProgress(token === 'access-2' ? 0.7 : 0.3);
      return token === 'access-2' ? answer(200, result) : answer(401, null, 'Unauthorized');
    });
    const refreshToken = jest.fn(async () => answer(200, { access_token: 'access-2' }));
    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi, refreshToken })], [matchers.call.fn(newSubmissionId), 'uuid-1']])
      .put(addServiceActions.uploadProgressed(0.3))
      .put(addServiceActions.uploadProgressed(0.7))
      .put.actionType(addServiceActions.submitSucceeded.type)
      .not.put.actionType(uiActions.popupShown.type)
      .run();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(submitServiceApi.mock.calls.map((args) => [args[0].submission_id, args[3]])).toEqual([
      ['uuid-1', 'access-1'],
      ['uuid-1', 'access-2'],
    ]);
  });

  it('a thrown upload reads like the network failure', async () => {
    const submitServiceApi = jest.fn(async () => Promise.reject(new Error('boom')));
    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-1']])
      .put(uiActions.popupShown(serverErrorPopup))
      .run();
  });

  it('a retry after a failure sends the same submission_id, so the server makes one service', async () => {
    const replies = [answer(502, null, 'Network error'), answer(200, result)];
    const submitServiceApi = jest.fn(async () => replies.shift()!);
    const makeId = jest.fn(() => 'uuid-first');
    const first = await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), makeId()]])
      .put(uiActions.popupShown(serverErrorPopup))
      .run();
    const afterFailure = first.storeState as RootState;
    expect(afterFailure.addService.submissionId).toBe('uuid-first');
    expect(afterFailure.addService.progress).toBe(0);

    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, afterFailure)
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-second']])
      .not.put.actionType(addServiceActions.submissionIdCreated.type)
      .put.actionType(addServiceActions.submitSucceeded.type)
      .run();
    const ids = submitServiceApi.mock.calls.map((call) => (call as unknown as Parameters<Api['submitService']>)[0].submission_id);
    expect(ids).toEqual(['uuid-first', 'uuid-first']);
  });

  it('a double tap sends one upload, while it runs and after it answered', async () => {
    // The first upload answers 20 ms later, so the second tap lands while it runs.
    const submitServiceApi = jest.fn(() => new Promise<ReturnType<typeof answer>>((resolve) => setTimeout(() => resolve(answer(200, result)), 20)));
    await expectSaga(watchAddService)
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })]])
      .dispatch(addServiceActions.submitRequested({ receipt }))
      .dispatch(addServiceActions.submitRequested({ receipt }))
      .delay(50)
      .dispatch(addServiceActions.submitRequested({ receipt }))
      .silentRun(100);
    expect(submitServiceApi).toHaveBeenCalledTimes(1);
  });

  it('a refused receipt shows the format popup', async () => {
    const submitServiceApi = jest.fn(async () => answer(400, null, loyaltyErrors.receiptInvalid));
    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })]])
      .put(uiActions.popupShown(receiptFormatPopup))
      .run();
  });

  it('makes ids that are UUIDs', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('step 1 Next', () => {
  function atStep1(workshopId = 'WS1001') {
    let state = rootReducer(
      undefined,
      loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [vehicle({ guid: 'v1', workshop_id: workshopId, services: [service({ guid: 's1' })] })], max_vehicles: 4 })),
    );
    state = rootReducer(state, addServiceActions.pageOpened({ vehicleGuid: 'v1', workshopId }));
    return state;
  }
  const next = addServiceActions.step1Submitted({ workshopId: 'WS1001', mileage: '12000' });

  it('validates with the cycle and moves to step 2 on 200', async () => {
    const initialValidate = jest.fn(async () => answer(200));
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate })]])
      .put(addServiceActions.step1Passed())
      .run();
    expect(initialValidate).toHaveBeenCalledWith({ workshop_id: 'WS1001', mileage: '12000', cycle_guid: 'cycle-1', vehicle_guid: 'v1' }, 'access-1');
    expect((storeState as RootState).addService.step).toBe(2);
  });

  it('puts "Please enter a valid workshop ID!" on the field when the workshop check answers 404', async () => {
    const initialValidate = jest.fn(async () => answer(200));
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ checkWorkshop: jest.fn(async () => answer(404)), initialValidate })]])
      .run();
    expect(initialValidate).not.toHaveBeenCalled();
    expect((storeState as RootState).addService.validation.errors).toEqual({ workshopId: { key: 'rules.workshopIdInvalid' } });
  });

  it('410 with a workshop already set opens the ceased-workshop question', async () => {
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(410, null, loyaltyErrors.workshopCeased)) })]])
      .put(addServiceActions.workshopCeased())
      .run();
    expect((storeState as RootState).addService.ceasedWorkshop).toBe(true);
  });

  it('410 without a workshop shows the popup with Go Back', async () => {
    await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(''), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(410, null, loyaltyErrors.workshopCeased)) })]])
      .put(uiActions.popupShown(ceasedGoBackPopup))
      .run();
  });

  it('500 shows the server text', async () => {
    await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(500, null, loyaltyErrors.tooSoon)) })]])
      .put(uiActions.popupShown({ icon: 'error', message: loyaltyErrors.tooSoon, buttons: [{ labelKey: 'common.actions.ok', variant: 'primary' }] }))
      .run();
  });
});
