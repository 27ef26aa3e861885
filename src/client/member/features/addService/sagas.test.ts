import { CANCEL } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call, getContext, put, race, take } from 'redux-saga/effects';
import { loyaltyErrors, type SubmitServiceResult } from '../../../../shared/contract/loyalty';
import type { Api } from '../../api';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, deferred, setTokenCookies, answer, fixtureApi } from '../../app/testUtils';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import { service, vehicle } from '../../../entities/loyalty/fixtures';
import watchAddService, { ceasedGoBackPopup, newSubmissionId, receiptFormatPopup, submitService, validateNewWorkshop, validateStep1 } from './sagas';
import { addServiceActions } from './slice';
import { FORM_ERROR } from '../../../frame/forms/formError';
import { UNTIL_DONE } from '../../../../testing/sagas';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const code = 'AB12CD34EF';

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

/** The wizard's sagas with a member acting on the page, until the member is done. */
function onThePage(member: () => Generator) {
  return function* wizardWithMember() {
    yield race({ page: call(watchAddService), member: call(member) });
  };
}

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
      .run(UNTIL_DONE);
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
      .run(UNTIL_DONE);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(submitServiceApi.mock.calls.map((args) => [args[0].submission_id, args[3]])).toEqual([
      ['uuid-1', 'access-1'],
      ['uuid-1', 'access-2'],
    ]);
  });

  it('a thrown upload reads as the server error', async () => {
    const submitServiceApi = jest.fn(async () => Promise.reject(new Error('boom')));
    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-1']])
      .put(uiActions.popupShown(serverErrorPopup))
      .run(UNTIL_DONE);
  });

  it('a retry after a failure sends the same submission_id, so the server makes one service', async () => {
    const replies = [answer(502, null, 'Network error'), answer(200, result)];
    const submitServiceApi = jest.fn(async () => replies.shift()!);
    const makeId = jest.fn(() => 'uuid-first');
    const first = await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), makeId()]])
      .put(uiActions.popupShown(connectionPopups.lost))
      .run(UNTIL_DONE);
    const afterFailure = first.storeState as RootState;
    expect(afterFailure.addService.submissionId).toBe('uuid-first');
    expect(afterFailure.addService.progress).toBe(0);

    await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, afterFailure)
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-second']])
      .not.put.actionType(addServiceActions.submissionIdCreated.type)
      .put.actionType(addServiceActions.submitSucceeded.type)
      .run(UNTIL_DONE);
    const ids = submitServiceApi.mock.calls.map((call) => (call as unknown as Parameters<Api['submitService']>)[0].submission_id);
    expect(ids).toEqual(['uuid-first', 'uuid-first']);
  });

  it('a dropped connection during the upload says so, not the server error, and keeps the receipt step', async () => {
    const submitServiceApi = jest.fn<ReturnType<Api['submitService']>, Parameters<Api['submitService']>>(async (_fields, _file, onProgress) => {
      onProgress(0.4);
      return answer(502, null, 'Network error');
    });
    const { storeState } = await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })], [matchers.call.fn(newSubmissionId), 'uuid-1']])
      .put(uiActions.popupShown(connectionPopups.lost))
      .not.put(uiActions.popupShown(serverErrorPopup))
      .run(UNTIL_DONE);
    const state = storeState as RootState;
    expect(state.addService.step).toBe(3);
    expect(state.addService.submission.errors).toEqual({ [FORM_ERROR]: { key: 'errors.connection.lost' } });
  });

  it('Cancel during a stalled upload aborts it, shows no popup, and SUBMIT again sends the same submission_id', async () => {
    const abort = jest.fn();
    const uploads: Parameters<Api['submitService']>[] = [];
    const submitServiceApi = jest.fn((...args: Parameters<Api['submitService']>) => {
      uploads.push(args);
      // The first upload stalls at 30 % and never answers; the retry goes through.
      if (uploads.length === 1) {
        args[2](0.3);
        return Object.assign(new Promise<ReturnType<typeof answer>>(() => undefined), { [CANCEL]: abort });
      }
      return Promise.resolve(answer(200, result));
    });
    const makeId = jest.fn(() => 'uuid-once');
    function* member() {
      yield put(addServiceActions.submitRequested({ receipt }));
      yield take(addServiceActions.uploadProgressed.type);
      yield put(addServiceActions.uploadCancelRequested());
      yield take(addServiceActions.uploadCancelled.type);
      yield put(addServiceActions.submitRequested({ receipt }));
      yield take(addServiceActions.submitSucceeded.type);
    }
    const { storeState } = await expectSaga(onThePage(member))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi as unknown as Api['submitService'] })], [matchers.call.fn(newSubmissionId), makeId()]])
      .put(addServiceActions.uploadProgressed(0.3))
      .put(addServiceActions.uploadCancelled())
      .put.actionType(addServiceActions.submitSucceeded.type)
      .not.put.actionType(uiActions.popupShown.type)
      .run(UNTIL_DONE);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(uploads.map(([fields]) => fields.submission_id)).toEqual(['uuid-once', 'uuid-once']);
    expect((storeState as RootState).addService.step).toBe(4);
  });

  it('after Cancel the receipt step is idle again and says the upload was cancelled', () => {
    let state = rootReducer(wizardAtStep3(), addServiceActions.submitRequested({ receipt }));
    state = rootReducer(state, addServiceActions.uploadProgressed(0.3));
    state = rootReducer(state, addServiceActions.uploadCancelled());
    expect(state.addService.submission.status).toBe('idle');
    expect(state.addService.progress).toBe(0);
    expect(state.addService.uploadCancelled).toBe(true);
    expect(rootReducer(state, addServiceActions.submitRequested({ receipt })).addService.uploadCancelled).toBe(false);
  });

  it('a double tap sends one upload, while it runs and after it answered', async () => {
    // The upload answers only when the test says, so the second tap surely lands while it runs.
    const upload = deferred<ReturnType<typeof answer>>();
    const submitServiceApi = jest.fn(() => upload.promise);
    function* member() {
      yield put(addServiceActions.submitRequested({ receipt }));
      yield put(addServiceActions.submitRequested({ receipt }));
      yield call(upload.resolve, answer(200, result));
      yield take(addServiceActions.submitSucceeded.type);
      yield put(addServiceActions.submitRequested({ receipt }));
    }
    const { storeState } = await expectSaga(onThePage(member))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })]])
      .run(UNTIL_DONE);
    expect(submitServiceApi).toHaveBeenCalledTimes(1);
    expect((storeState as RootState).addService.step).toBe(4);
  });

  it('a refused receipt shows the format popup', async () => {
    const submitServiceApi = jest.fn(async () => answer(400, null, loyaltyErrors.receiptInvalid));
    const { storeState } = await expectSaga(submitService, addServiceActions.submitRequested({ receipt }))
      .withReducer(rootReducer, wizardAtStep3())
      .provide([[getContext('api'), fixtureApi({ submitService: submitServiceApi })]])
      .put(uiActions.popupShown(receiptFormatPopup))
      .run(UNTIL_DONE);
    expect((storeState as RootState).addService.submission.errors).toEqual({ [FORM_ERROR]: { key: 'rules.receiptInvalid' } });
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
      .run(UNTIL_DONE);
    expect(initialValidate).toHaveBeenCalledWith({ workshop_id: 'WS1001', mileage: '12000', cycle_guid: 'cycle-1', vehicle_guid: 'v1' }, 'access-1');
    expect((storeState as RootState).addService.step).toBe(2);
  });

  it('puts "Please enter a valid workshop ID!" on the field when the workshop check answers 404', async () => {
    const initialValidate = jest.fn(async () => answer(200));
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ checkWorkshop: jest.fn(async () => answer(404)), initialValidate })]])
      .run(UNTIL_DONE);
    expect(initialValidate).not.toHaveBeenCalled();
    expect((storeState as RootState).addService.validation.errors).toEqual({ workshopId: { key: 'rules.workshopIdInvalid' } });
  });

  it('410 with a workshop already set opens the ceased-workshop question', async () => {
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(410, null, loyaltyErrors.workshopCeased)) })]])
      .put(addServiceActions.workshopCeased())
      .run(UNTIL_DONE);
    expect((storeState as RootState).addService.ceasedWorkshop).toBe(true);
  });

  it('410 without a workshop shows the popup with Go Back', async () => {
    await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(''), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(410, null, loyaltyErrors.workshopCeased)) })]])
      .put(uiActions.popupShown(ceasedGoBackPopup))
      .run(UNTIL_DONE);
  });

  it('500 shows the server text with OK, and the form keeps it', async () => {
    const { storeState } = await expectSaga(validateStep1, next)
      .withReducer(rootReducer, rootReducer(atStep1(), next))
      .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(500, null, loyaltyErrors.tooSoon)) })]])
      .put(uiActions.popupShown({ icon: 'error', message: loyaltyErrors.tooSoon, buttons: [{ labelKey: 'common.actions.ok', variant: 'primary' }] }))
      .run(UNTIL_DONE);
    expect((storeState as RootState).addService.validation.errors).toEqual({ [FORM_ERROR]: loyaltyErrors.tooSoon });
  });

  describe("the ceased workshop's new ID", () => {
    const ceased = () => rootReducer(rootReducer(atStep1(), next), addServiceActions.workshopCeased());
    const newId = addServiceActions.newWorkshopSubmitted({ newWorkshopId: 'WS2002' });

    it('a refusal goes under the new ID with the server text, and no popup over the open one', async () => {
      const { storeState } = await expectSaga(validateNewWorkshop, newId)
        .withReducer(rootReducer, rootReducer(ceased(), newId))
        .provide([[getContext('api'), fixtureApi({ initialValidate: jest.fn(async () => answer(500, null, loyaltyErrors.tooSoon)) })]])
        .not.put.actionType(uiActions.popupShown.type)
        .run(UNTIL_DONE);
      expect((storeState as RootState).addService.validation.errors).toEqual({ newWorkshopId: loyaltyErrors.tooSoon });
    });

    it('an unknown workshop: "Please enter a valid workshop ID!" under the new ID', async () => {
      const { storeState } = await expectSaga(validateNewWorkshop, newId)
        .withReducer(rootReducer, rootReducer(ceased(), newId))
        .provide([[getContext('api'), fixtureApi({ checkWorkshop: jest.fn(async () => answer(404)) })]])
        .run(UNTIL_DONE);
      expect((storeState as RootState).addService.validation.errors).toEqual({ newWorkshopId: { key: 'rules.workshopIdInvalid' } });
    });

    it('200: step 2 with the new workshop', async () => {
      const { storeState } = await expectSaga(validateNewWorkshop, newId)
        .withReducer(rootReducer, rootReducer(ceased(), newId))
        .provide([[getContext('api'), fixtureApi()]])
        .put(addServiceActions.step1Passed())
        .run(UNTIL_DONE);
      expect((storeState as RootState).addService.step).toBe(2);
      expect((storeState as RootState).addService.details.newWorkshopId).toBe('WS2002');
    });
  });
});
