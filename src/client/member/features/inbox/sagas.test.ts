import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { delay, fork, getContext } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Notification as ApiNotification } from '../../../../shared/contract/loyalty';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, setTokenCookies, answer, deferred, fixtureApi } from '../../app/testUtils';
import { SPINNER_LINGER_MS } from '../../../frame/timings';
import watchNotifications, { markAllNotificationsRead } from '../../../entities/notifications/sagas';
import { notificationsActions, selectUnreadCount, type Notification } from '../../../entities/notifications/slice';
import watchInbox, { openInbox } from './sagas';
import { selectInboxCards } from './selectors';
import { inboxActions } from './slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const inbox: Notification[] = [
  { id: 3, subject: 'Service verified', message: 'WXY1234 is verified.', created_date: '2026-03-02T06:30:00.000Z', is_read: false, sender: 'Quartz Loyalty Programme' },
  { id: 2, subject: 'Free bottle earned', message: 'Claim it at your next service.', created_date: '2026-03-01T01:00:00.000Z', is_read: false, sender: 'Quartz Loyalty Programme' },
  { id: 1, subject: 'Welcome', message: 'Your registration is complete.', created_date: '2026-02-01T01:00:00.000Z', is_read: true, sender: 'Quartz Loyalty Programme' },
];
// The spinner's second passes at once.
const noDelay: StaticProvider = [matchers.call.fn(delay(0).payload.fn), null];

/** The two watchers as the root saga runs them. */
function* inboxAndNotifications() {
  yield fork(watchNotifications);
  yield fork(watchInbox);
}

describe('opening the inbox', () => {
  it('loads the list, then marks all read: the header count drops to 0 and the cards keep their dots', async () => {
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
    const { storeState } = await expectSaga(inboxAndNotifications)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(inboxActions.opened())
      .put(notificationsActions.fetchSucceeded(inbox))
      .put(notificationsActions.allMarkedRead())
      .delay(SPINNER_LINGER_MS)
      .put(inboxActions.spinnerHidden())
      .silentRun(50);
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
    expect(state.inbox.spinner).toBe(false);
  });

  it('uses the list already on its way for the header, so a cold start on /inbox asks once', async () => {
    const pending = deferred<Envelope<ApiNotification[]>>();
    const api = fixtureApi({ getNotifications: jest.fn(() => pending.promise) });
    // The header's GET answers while the inbox is already waiting for it.
    setTimeout(() => pending.resolve(answer(200, inbox) as Envelope<ApiNotification[]>), 10);
    const { storeState } = await expectSaga(inboxAndNotifications)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(notificationsActions.fetchRequested())
      .dispatch(inboxActions.opened())
      .put(notificationsActions.allMarkedRead())
      .silentRun(100);
    expect(api.getNotifications).toHaveBeenCalledTimes(1);
    expect(api.readAllNotifications).toHaveBeenCalledTimes(1);
    expect(selectInboxCards(storeState as RootState).filter((card) => card.unread)).toHaveLength(2);
  });

  it('keeps the unread count when read_all fails (only logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({
      getNotifications: jest.fn(async () => answer(200, inbox)),
      readAllNotifications: jest.fn(async () => answer(500, null, 'Our server encountered an error. Please try again later.')),
    });
    const { storeState } = await expectSaga(inboxAndNotifications)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(inboxActions.opened())
      .not.put(notificationsActions.allMarkedRead())
      .silentRun(50);
    expect(selectUnreadCount(storeState as RootState)).toBe(2);
    expect((storeState as RootState).ui.popup).toBeNull();
    warn.mockRestore();
  });

  it('does not mark anything read when the list could not be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({ getNotifications: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(inboxAndNotifications)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(inboxActions.opened())
      .put(notificationsActions.fetchFailed({ status: 502, error: 'Network error' }))
      .put(inboxActions.spinnerHidden())
      .silentRun(50);
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

describe('openInbox step by step', () => {
  it('asks for the list, waits for it, then read_all, then the spinner a second later', () => {
    testSaga(openInbox)
      .next()
      .put(notificationsActions.fetchRequested())
      .next()
      .take([notificationsActions.fetchSucceeded.type, notificationsActions.fetchFailed.type])
      .next(notificationsActions.fetchSucceeded(inbox))
      .call(markAllNotificationsRead)
      .next()
      .delay(SPINNER_LINGER_MS)
      .next()
      .put(inboxActions.spinnerHidden())
      .next()
      .isDone();
  });

  it('skips read_all after a failed GET', () => {
    testSaga(openInbox)
      .next()
      .put(notificationsActions.fetchRequested())
      .next()
      .take([notificationsActions.fetchSucceeded.type, notificationsActions.fetchFailed.type])
      .next(notificationsActions.fetchFailed({ status: 401, error: 'Unauthorized' }))
      .delay(SPINNER_LINGER_MS)
      .next()
      .put(inboxActions.spinnerHidden())
      .next()
      .isDone();
  });
});

describe('watchInbox', () => {
  it('ignores the page opening again while a visit is loading (StrictMode mounts twice)', () => {
    testSaga(watchInbox).next().takeLeading(inboxActions.opened.type, openInbox).next().isDone();
  });
});
