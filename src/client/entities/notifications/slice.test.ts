import { rootReducer, type RootState } from '../../member/app/store';
import { sessionActions } from '../../frame/session/slice';
import { selectAllNotifications, selectUnreadCount, type Notification } from './slice';

function stateWith(messages: Notification[]): RootState {
  const state = rootReducer(undefined, { type: 'init' });
  return {
    ...state,
    notifications: {
      ids: messages.map((m) => m.id),
      entities: Object.fromEntries(messages.map((m) => [m.id, m])),
    },
  };
}

const message = (id: number, is_read: boolean): Notification => ({ id, subject: `s${id}`, message: `m${id}`, created_date: '2026-11-01T10:00:00Z', is_read });

describe('selectUnreadCount', () => {
  it('counts the messages with is_read false (spec section 4)', () => {
    expect(selectUnreadCount(stateWith([message(1, false), message(2, true), message(3, false)]))).toBe(2);
  });

  it('is 0 for an empty or fully read inbox', () => {
    expect(selectUnreadCount(stateWith([]))).toBe(0);
    expect(selectUnreadCount(stateWith([message(1, true)]))).toBe(0);
  });

  it('is memoised on the list', () => {
    const state = stateWith([message(1, false)]);
    expect(selectAllNotifications(state)).toBe(selectAllNotifications(state));
  });
});

describe('entity slices on logout', () => {
  it('empty the inbox', () => {
    const state = stateWith([message(1, false)]);
    const after = rootReducer(state, sessionActions.loggedOut());
    expect(selectUnreadCount(after)).toBe(0);
    expect(after.notifications.ids).toEqual([]);
  });
});
