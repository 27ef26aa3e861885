import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { CarelineWorkshop } from '../../../../shared/contract/carelineWorkshops';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import workshopsReducer, { WORKSHOPS_SLICE } from './slice';
import stepUp from '../../app/stepUp/slice';
import { selectWorkshops, workshopsActions } from './slice';
import { addWorkshop, ceaseWorkshop, createOwner, rotateKey, search } from './sagas';

const reducer = combineReducers({ ...frameReducers, stepUp, [WORKSHOPS_SLICE]: workshopsReducer });
const workshop = (over: Partial<CarelineWorkshop> = {}): CarelineWorkshop => ({
  workshop_id: 'NW1001',
  name: 'Bengkel Baru',
  address: '9, Jalan Baru, 56000 Kuala Lumpur',
  state: 'Kuala Lumpur',
  mobile_number: '60391110001',
  tqac_workshop: false,
  listed: true,
  status: 'active',
  has_key: false,
  owner: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

function sendBy(routes: Record<string, unknown>) {
  const send = jest.fn(async (method: string, path: string) => (routes[`${method} ${path}`] ?? answer(404, null, 'Workshop not found')) as never);
  return { api: fixtureApi({ send }), send };
}

const listed = (workshops: CarelineWorkshop[]) => reducer(undefined, workshopsActions.loaded(workshops));

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('the workshops screen', () => {
  it('searches by what was typed, trimmed', async () => {
    const { api, send } = sendBy({ 'GET /api/ops/workshops': answer(200, [workshop()]) });
    await expectSaga(search, workshopsActions.searched(' baru ')).withReducer(reducer).provide([[getContext('api'), api]]).put(workshopsActions.loaded([workshop()])).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledWith('GET', '/api/ops/workshops', { query: { q: 'baru' }, token: 'careline-access-1' });
  });

  it('puts an added workshop first; shows the refusal of a bad one', async () => {
    const body = { workshop_id: 'nw1001', name: 'Bengkel Baru', address: '9, Jalan Baru, 56000 Kuala Lumpur', state: 'Kuala Lumpur', mobile_number: '60391110001' };
    const { api, send } = sendBy({ 'POST /api/ops/workshops': answer(200, workshop()) });
    const { storeState } = await expectSaga(addWorkshop, workshopsActions.addRequested(body)).withReducer(reducer, listed([workshop({ workshop_id: 'OLD1' })])).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledWith('POST', '/api/ops/workshops', expect.objectContaining({ body }));
    expect(selectWorkshops(storeState).list.workshops.map((w) => w.workshop_id)).toEqual(['NW1001', 'OLD1']);

    const refused = sendBy({ 'POST /api/ops/workshops': answer(409, null, 'A workshop has this ID already') });
    const failed = await expectSaga(addWorkshop, workshopsActions.addRequested(body)).withReducer(reducer, reducer(listed([]), workshopsActions.addRequested(body))).provide([[getContext('api'), refused.api]]).run(UNTIL_DONE);
    expect(selectWorkshops(failed.storeState)).toMatchObject({ change: { kind: 'add', status: 'failed', error: 'A workshop has this ID already' }, list: { workshops: [] } });
  });

  it('ceases a workshop in the list, records its owner, and keeps a new key to show once', async () => {
    const { api } = sendBy({
      'POST /api/ops/workshops/NW1001/cease': answer(200, workshop({ status: 'ceased' })),
      'POST /api/ops/workshops/NW1001/owner': answer(200, { id: 1, name: 'Lim Boon Keng', mobile_number: '60123450777' }),
      'POST /api/ops/workshops/NW1001/key': answer(200, { key: 'wk_secret' }),
    });
    let state = listed([workshop()]);
    state = (await expectSaga(createOwner, workshopsActions.ownerRequested({ workshopId: 'NW1001', name: ' Lim Boon Keng ', mobile_number: '60123450777' })).withReducer(reducer, state).provide([[getContext('api'), api]]).run(UNTIL_DONE)).storeState;
    state = (await expectSaga(rotateKey, workshopsActions.keyRequested('NW1001')).withReducer(reducer, state).provide([[getContext('api'), api]]).run(UNTIL_DONE)).storeState;
    expect(selectWorkshops(state).key).toEqual({ workshopId: 'NW1001', key: 'wk_secret' });
    state = (await expectSaga(ceaseWorkshop, workshopsActions.ceaseRequested('NW1001')).withReducer(reducer, state).provide([[getContext('api'), api]]).run(UNTIL_DONE)).storeState;
    expect(selectWorkshops(state).list.workshops).toEqual([workshop({ status: 'ceased' })]);
    expect(selectWorkshops(reducer(state, workshopsActions.keyDismissed())).key).toBeNull();
  });
});
