import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { appStarted } from '../../frame/events';
import { rootReducer, type RootState } from '../../member/app/store';
import { clearCookies, setTokenCookies, answer, fixtureApi } from '../../member/app/testUtils';
import watchNotifications, { loadInboxForMember, markAllNotificationsRead } from './sagas';
import { notificationsActions, selectUnreadCount } from './slice';
import { UNTIL_DONE, untilPut } from '../../../testing/sagas';

afterEach(() => clearCookies());

const inbox = [
  { id: 1, subject: 'Welcome', message: 'Hi', created_date: '2026-01-01T02:00:00Z', is_read: false, sender: 'Quartz' },
  { id: 2, subject: 'Verified', message: 'Done', created_date: '2026-01-02T02:00:00Z', is_read: true, sender: 'Quartz' },
];

describe('the inbox behind the header count', () => {
  it('loads once when the app starts for a member, so the unread count is real', async () => {
    setTokenCookies('access-1');
    const getNotifications = jest.fn(async () => answer(200, inbox));
    const { storeState } = await expectSaga(untilPut(watchNotifications, notificationsActions.fetchSucceeded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ getNotifications })]])
      .dispatch(appStarted())
      .put(notificationsActions.fetchSucceeded(inbox))
      .run(UNTIL_DONE);
    expect(getNotifications).toHaveBeenCalledWith('access-1');
    expect(selectUnreadCount(storeState as RootState)).toBe(1);
  });

  it('asks nothing for a guest', async () => {
    const getNotifications = jest.fn(async () => answer(200, inbox));
    // What the app start sets off, run to its end.
    await expectSaga(loadInboxForMember)
      .withReducer(rootReducer, rootReducer(undefined, { type: 'init' }))
      .provide([[getContext('api'), fixtureApi({ getNotifications })]])
      .not.put(notificationsActions.fetchRequested())
      .run(UNTIL_DONE);
    expect(getNotifications).not.toHaveBeenCalled();
  });
});

describe('markAllNotificationsRead', () => {
  it('marks every message read once the server agrees', async () => {
    setTokenCookies('access-1');
    const readAllNotifications = jest.fn(async () => answer(200));
    const { storeState } = await expectSaga(markAllNotificationsRead)
      .withReducer(rootReducer, rootReducer(undefined, notificationsActions.fetchSucceeded(inbox)))
      .provide([[getContext('api'), fixtureApi({ readAllNotifications })]])
      .put(notificationsActions.allMarkedRead())
      .run(UNTIL_DONE);
    expect(readAllNotifications).toHaveBeenCalledWith('access-1');
    expect(selectUnreadCount(storeState as RootState)).toBe(0);
  });

  it('leaves the count as it was when the server refuses (only logged)', async () => {
    setTokenCookies('access-1');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storeState } = await expectSaga(markAllNotificationsRead)
      .withReducer(rootReducer, rootReducer(undefined, notificationsActions.fetchSucceeded(inbox)))
      .provide([[getContext('api'), fixtureApi({ readAllNotifications: jest.fn(async () => answer(502, null, 'Network error')) })]])
      .put(notificationsActions.markAllReadFailed({ status: 502, error: 'Network error' }))
      .run(UNTIL_DONE);
    expect(selectUnreadCount(storeState as RootState)).toBe(1);
    warn.mockRestore();
  });
});
