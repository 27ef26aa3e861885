import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { loyaltyErrors, type AddVehicleRequest } from '../../../../shared/contract/loyalty';
import { rootReducer } from '../../app/store';
import { clearCookies, setTokenCookies, answer, fixtureApi } from '../../app/testUtils';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { addVehicle, vehicleAddedPopup } from './sagas';
import { addVehicleActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const body: AddVehicleRequest = { model_brand: 'Perodua', model_name: 'Myvi', plate_number: 'WXY1234', year_manufactured: '2019', mileage: 0 };

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

function run(api: ReturnType<typeof fixtureApi>, navigate = jest.fn()) {
  return expectSaga(addVehicle, addVehicleActions.submitRequested(body))
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
    ]);
}

describe('addVehicle saga', () => {
  it('on 200 sends the body with the bearer, shows the add-vehicle popup and goes to /loyalty', async () => {
    const api = fixtureApi();
    const navigate = jest.fn();
    const { storeState } = await run(api, navigate)
      .put(addVehicleActions.submitSucceeded())
      .put(uiActions.popupShown(vehicleAddedPopup))
      .call(navigate, '/loyalty', { replace: true })
      .run(UNTIL_DONE);
    expect(api.addVehicle).toHaveBeenCalledWith(body, 'access-1');
    expect(storeState.addVehicle.submission.status).toBe('succeeded');
    expect(storeState.ui.popup).toMatchObject({ icon: 'success', messageKey: 'addVehicle.added' });
  });

  it.each([
    ['409: plate already registered', 409, loyaltyErrors.plateTaken],
    ['403: a fifth car', 403, loyaltyErrors.vehicleLimit],
  ])('%s shows the server text and stays on the form', async (_name, status, error) => {
    const api = fixtureApi({ addVehicle: jest.fn(async () => answer(status, null, error)) });
    const navigate = jest.fn();
    const { storeState } = await run(api, navigate)
      .put(uiActions.popupShown({ icon: 'error', message: error, buttons: [{ labelKey: 'common.actions.ok', variant: 'primary' }] }))
      .not.put.actionType(addVehicleActions.submitSucceeded.type)
      .run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.addVehicle.submission.status).toBe('failed');
  });

  it('a 502 from the server side shows the generic failure', async () => {
    const api = fixtureApi({ addVehicle: jest.fn(async () => answer(502, null, 'HTTP 502')) });
    const { storeState } = await run(api).put(uiActions.popupShown(serverErrorPopup)).run(UNTIL_DONE);
    expect(storeState.ui.popup.messageKey).toBe('errors.generic');
  });

  it('a dropped connection says so, not the server error', async () => {
    const api = fixtureApi({ addVehicle: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await run(api).put(uiActions.popupShown(connectionPopups.lost)).run(UNTIL_DONE);
    expect(storeState.ui.popup.messageKey).toBe('errors.connection.lost');
  });

  it('a thrown error reads as the server error', async () => {
    const api = fixtureApi({ addVehicle: jest.fn(async () => Promise.reject(new Error('boom'))) });
    await run(api).put(uiActions.popupShown(serverErrorPopup)).run(UNTIL_DONE);
  });
});
