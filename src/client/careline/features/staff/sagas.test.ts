import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { CarelineStaff } from '../../../../shared/contract/careline';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import staffReducer, { STAFF_SLICE } from './slice';
import stepUp, { stepUpActions } from '../../app/stepUp/slice';
import { selectStaff, staffActions } from './slice';
import { deactivate, invite, loadStaff, reactivate } from './sagas';

const reducer = combineReducers({ ...frameReducers, stepUp, [STAFF_SLICE]: staffReducer });
const person = (over: Partial<CarelineStaff> = {}): CarelineStaff => ({
  id: 7,
  email: 'siti@quartz.example.com',
  role: 'agent',
  active: true,
  passkeys: 1,
  totp: false,
  enrolled: true,
  created_at: '2026-11-01T00:00:00.000Z',
  last_signed_in_at: null,
  ...over,
});

/** The api's `send` answering by method and path, as the server would. */
function sendBy(routes: Record<string, unknown>) {
  const send = jest.fn(async (method: string, path: string) => (routes[`${method} ${path}`] ?? answer(404, null, 'No such careline person')) as never);
  return { api: fixtureApi({ send }), send };
}

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('the staff screen', () => {
  it('lists the people, with the session’s token', async () => {
    const { api, send } = sendBy({ 'GET /api/careline/staff': answer(200, [person()]) });
    const { storeState } = await expectSaga(loadStaff).withReducer(reducer).provide([[getContext('api'), api]]).put(staffActions.loaded([person()])).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledWith('GET', '/api/careline/staff', { token: 'careline-access-1' });
    expect(selectStaff(storeState).list.people).toEqual([person()]);
  });

  it('keeps an invitation’s one-time link to hand over, and adds the person', async () => {
    const invitation = { staff: person({ id: 9, email: 'new@quartz.example.com', enrolled: false }), enrolment_link: 'https://x/careline/enrol#tok', expires_at: '2026-11-03T00:00:00.000Z' };
    const { api, send } = sendBy({ 'POST /api/careline/staff': answer(200, invitation) });
    const requested = staffActions.inviteRequested({ email: ' new@quartz.example.com ', role: 'supervisor' });
    const { storeState } = await expectSaga(invite, requested).withReducer(reducer, reducer(undefined, requested)).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledWith('POST', '/api/careline/staff', expect.objectContaining({ body: { email: 'new@quartz.example.com', role: 'supervisor' } }));
    expect(selectStaff(storeState)).toMatchObject({ link: invitation, change: { kind: 'invite', status: 'succeeded' }, list: { people: [invitation.staff] } });
  });

  it('asks for a step-up when the server wants one, then sends the change again', async () => {
    const refused = answer(403, { reason: 'step_up_required' }, 'Confirm it is you with your passkey or authenticator code, then try again');
    const send = jest
      .fn()
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce(answer(200, person({ active: false })));
    const requested = staffActions.deactivateRequested(7);
    const { storeState } = await expectSaga(deactivate, requested)
      .withReducer(reducer, reducer({ ...reducer(undefined, staffActions.loaded([person()])) }, requested))
      .provide([[getContext('api'), fixtureApi({ send })]])
      .put(stepUpActions.required())
      .dispatch(stepUpActions.confirmed())
      .run(UNTIL_DONE);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('POST', '/api/careline/staff/7/deactivate', expect.anything());
    expect(selectStaff(storeState).list.people[0].active).toBe(false);
  });

  it('shows the server’s refusal and changes nothing', async () => {
    const { api } = sendBy({});
    const requested = staffActions.reactivateRequested(99);
    const before = reducer(reducer(undefined, staffActions.loaded([person()])), requested);
    const { storeState } = await expectSaga(reactivate, requested).withReducer(reducer, before).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(selectStaff(storeState)).toMatchObject({ change: { kind: 'reactivate', id: 99, status: 'failed', error: 'No such careline person' }, list: { people: [person()] } });
  });
});
