import { expectSaga } from 'redux-saga-test-plan';
import { fork, getContext, put, select, take } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Notification as ApiNotification } from '../../../../shared/contract/loyalty';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, createTestStore, setTokenCookies, answer, deferred, fixtureApi } from '../../app/testUtils';
import watchNotifications from '../../../entities/notifications/sagas';
import { notificationsActions, selectUnreadCount, type Notification } from '../../../entities/notifications/slice';
import { heldDelay, noDelay, UNTIL_DONE, untilPut, withSteps } from '../../../../testing/sagas';
import { stateWhere } from '../../../../testing/store';
import watchInbox from './sagas';
import { selectInboxCards } from './selectors';
import { inboxActions } from './slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const inbox: Notification[] = [
  { id: 3, subject: 'Service verified', message: 'WXY1234 is verified.', created_date: '2026-03-02T06:30:00.000Z', is_read: false, sender: 'Quartz Loyalty Programme' },
  { id: 2, subject: 'Free bottle earned', message: 'Claim it at your next service.', created_date: '2026-03-01T01:00:00.000Z', is_read: false, sender: 'Quartz Loyalty Programme' },
  { id: 1, subject: 'Welcome', message: 'Your registration is complete.', created_date: '2026-02-01T01:00:00.000Z', is_read: true, sender: 'Quartz Loyalty Programme' },
];
/** Read by the server: the list has come and the header's count has dropped to 0. */
const allRead = (state: RootState) => selectInboxCards(state).length === inbox.length && selectUnreadCount(state) === 0;

/** The two watchers as the root saga runs them. */
function* inboxAndNotifications() {
  yield fork(watchNotifications);
  yield fork(watchInbox);
}

describe('opening the inbox', () => {
  it('loads the list, then marks all read: the header count drops to 0, the cards keep their dots, and the spinner stays a second', async () => {
    const calls: string[] = [];
    const api = fixtureApi({
      getNotifications: jest.fn(async () => {
        calls.push('GET /api/user/notifications');
        return answer(200, inbox);
      }),
      readAllNotifications: jest.fn(async () => {
        calls.push('PUT /api/notification/read_all');
        return answer(200);
      }),
    });
    const second = heldDelay();
    let spinnerOnceRead: boolean | undefined;
    function* member() {
      yield put(inboxActions.opened());
      yield take(notificationsActions.allMarkedRead.type);
      spinnerOnceRead = yield select((state: RootState) => state.inbox.spinner);
      second.pass();
      yield take(inboxActions.spinnerHidden.type);
    }
    const { storeState } = await expectSaga(withSteps(inboxAndNotifications, member))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], second.provider])
      .put(notificationsActions.fetchSucceeded(inbox))
      .run(UNTIL_DONE);
    const state = storeState as RootState;
    expect(calls).toEqual(['GET /api/user/notifications', 'PUT /api/notification/read_all']);
    expect(api.getNotifications).toHaveBeenCalledWith('access-1');
    expect(api.readAllNotifications).toHaveBeenCalledWith('access-1');
    expect(selectUnreadCount(state)).toBe(0);
    expect(selectInboxCards(state).map((card) => [card.message.id, card.unread])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(spinnerOnceRead).toBe(true);
    expect(state.inbox.spinner).toBe(false);
  });

  it('uses the list already on its way for the header, so a cold start on /inbox asks once', async () => {
    const headerList = deferred<Envelope<ApiNotification[]>>();
    const asked = deferred<void>();
    const api = fixtureApi({
      getNotifications: jest.fn(() => {
        asked.resolve();
        return headerList.promise;
      }),
    });
    // The app's store: the app start asks for the header's list; its sagas see each action as it is dispatched.
    const store = createTestStore({ api });
    await asked.promise;
    store.startFeatureSaga(watchInbox);
    store.dispatch(inboxActions.opened());
    headerList.resolve(answer(200, inbox) as Envelope<ApiNotification[]>);
    const state = await stateWhere(store, allRead);
    expect(api.getNotifications).toHaveBeenCalledTimes(1);
    expect(api.readAllNotifications).toHaveBeenCalledTimes(1);
    expect(selectInboxCards(state).filter((card) => card.unread)).toHaveLength(2);
  });

  it('keeps the unread count when read_all fails (only logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({
      getNotifications: jest.fn(async () => answer(200, inbox)),
      readAllNotifications: jest.fn(async () => answer(500, null, 'Our server encountered an error. Please try again later.')),
    });
    const { storeState } = await expectSaga(untilPut(inboxAndNotifications, inboxActions.spinnerHidden.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(inboxActions.opened())
      .not.put(notificationsActions.allMarkedRead())
      .run(UNTIL_DONE);
    expect(selectUnreadCount(storeState as RootState)).toBe(2);
    expect((storeState as RootState).ui.popup).toBeNull();
    warn.mockRestore();
  });

  it('does not mark anything read when the list could not be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({ getNotifications: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(untilPut(inboxAndNotifications, inboxActions.spinnerHidden.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(inboxActions.opened())
      .put(notificationsActions.fetchFailed({ status: 502, error: 'Network error' }))
      .run(UNTIL_DONE);
    expect(api.readAllNotifications).not.toHaveBeenCalled();
    expect((storeState as RootState).inbox.status).toBe('failed');
    expect(warn).toHaveBeenCalledWith('[notifications]', 'Network error');
    warn.mockRestore();
  });

  it('a list fetched before read_all cannot bring the header count back', () => {
    let state = rootReducer(undefined, notificationsActions.fetchSucceeded(inbox));
    state = rootReducer(state, notificationsActions.allMarkedRead());
    // The app-start fetch, answered late with the old flags.
    state = rootReducer(state, notificationsActions.fetchSucceeded(inbox));
    expect(selectUnreadCount(state)).toBe(0);
    // A genuinely new message still counts.
    state = rootReducer(state, notificationsActions.fetchSucceeded([{ ...inbox[0], id: 4 }, ...inbox]));
    expect(selectUnreadCount(state)).toBe(1);
  });
});

describe('the page opened twice while its list loads (StrictMode mounts twice)', () => {
  it('marks all read once', async () => {
    const list = deferred<Envelope<ApiNotification[]>>();
    const api = fixtureApi({ getNotifications: jest.fn(() => list.promise) });
    const store = createTestStore({ api });
    store.startFeatureSaga(watchInbox);
    store.dispatch(inboxActions.opened());
    store.dispatch(inboxActions.opened());
    list.resolve(answer(200, inbox) as Envelope<ApiNotification[]>);
    await stateWhere(store, allRead);
    expect(api.getNotifications).toHaveBeenCalledTimes(1);
    expect(api.readAllNotifications).toHaveBeenCalledTimes(1);
  });
});
