import { initialAddServiceState, type AddServiceState, type WizardReceipt } from '../features/addService/slice';
import addService, { addServiceActions } from '../features/addService/slice';
import { persistConfigFor, profileTransform, wizardTransform } from './persist';
import profile, { profileActions } from '../../entities/profile/slice';
import { memberProfile } from './testUtils';

const receipt: WizardReceipt = {
  guid: 'svc-1',
  transaction_code: 'AB12CD34EF',
  oil_name: 'Quartz 9000 5W-40',
  service_date: '2026-11-26T02:00:00.000Z',
  free_oil: false,
  workshopId: '8888',
  mileage: '45210',
  quantity: 1,
  oilCode: 'QUARTZ9000ENERGY0W40',
};

const atStep4: AddServiceState = {
  ...initialAddServiceState,
  vehicleGuid: 'car-1',
  step: 4,
  furthest: 4,
  details: { workshopId: '8888', newWorkshopId: '', mileage: '45210', oilCode: 'QUARTZ9000ENERGY0W40', quantity: 1 },
  submissionId: 'run-1',
  receipt,
  poll: 'polling',
  progress: 1,
  submission: { status: 'succeeded', settled: 1, errors: null },
};

/** Stored as redux-persist stores it, then read back after a reload. */
const reloaded = (state: AddServiceState) => wizardTransform.out(wizardTransform.in(state, 'addService', {}), 'addService', {}) as AddServiceState;

describe('the add-service wizard across a reload', () => {
  it('is among the slices kept, with its transform', () => {
    const config = persistConfigFor();
    expect(config.whitelist).toContain('addService');
    expect(config.transforms).toContain(wizardTransform);
  });

  it("keeps step 4's service, the run's entries and its submission id, but not the upload's progress or the poll", () => {
    const back = reloaded(atStep4);
    expect(back).toEqual({ ...initialAddServiceState, vehicleGuid: 'car-1', step: 4, furthest: 4, details: atStep4.details, submissionId: 'run-1', receipt });
  });

  it('keeps nothing of a run the workshop has answered', () => {
    for (const poll of ['verified', 'rejected', 'stopped'] as const) expect(reloaded({ ...atStep4, poll })).toEqual(initialAddServiceState);
  });

  it('reopens a stored run whose service awaits the workshop, for the same car, instead of a blank step 1', () => {
    const back = reloaded(atStep4);
    const opened = addService(back, addServiceActions.pageOpened({ vehicleGuid: 'car-1', workshopId: '', pendingReceipt: true }));
    expect(opened.step).toBe(4);
    expect(opened.receipt).toEqual(receipt);
    const otherCar = addService(back, addServiceActions.pageOpened({ vehicleGuid: 'car-2', workshopId: 'W1', pendingReceipt: false }));
    expect(otherCar).toEqual({ ...initialAddServiceState, vehicleGuid: 'car-2', details: { ...initialAddServiceState.details, workshopId: 'W1' } });
  });

  it('shows an earlier step again with its entries on Back, and a later one on Forward only as far as the run got', () => {
    const atStep3 = { ...atStep4, step: 3 as const, furthest: 3 as const, receipt: null, poll: 'idle' as const };
    const back = addService(atStep3, addServiceActions.stepShown(1));
    expect(back.step).toBe(1);
    expect(back.details).toEqual(atStep3.details);
    expect(addService(back, addServiceActions.stepShown(3)).step).toBe(3);
    expect(addService(back, addServiceActions.stepShown(4)).step).toBe(1);
    // A submitted run does not go back to its form.
    expect(addService(atStep4, addServiceActions.stepShown(2)).step).toBe(4);
  });
});

describe('the profile across a reload', () => {
  it('comes back whole but as not yet asked for in this visit, so pages wait for the fresh one', () => {
    expect(persistConfigFor().transforms).toContain(profileTransform);
    const fetched = profile(undefined, profileActions.fetchSucceeded({ ...memberProfile, survey_pending: true }));
    expect(fetched.status).toBe('succeeded');
    const back = profileTransform.out(profileTransform.in(fetched, 'profile', {}), 'profile', {});
    expect(back).toEqual({ ...fetched, status: 'idle' });
  });
});
