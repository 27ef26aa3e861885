import { testSaga } from 'redux-saga-test-plan';
import { delay, take } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../member/app/store';
import { browserSaysOnline, connectionChannel } from './browser';
import { BACK_ONLINE_NOTICE_MS, watchConnection } from './sagas';
import { connectionActions } from './slice';

describe('the connection notice', () => {
  const channel = { take: jest.fn(), flush: jest.fn(), close: jest.fn() } as unknown as ReturnType<typeof connectionChannel> & { close: jest.Mock };

  it('offline, then back: says so, then hides "back online" after a few seconds', () => {
    testSaga(watchConnection)
      .next()
      .call(connectionChannel)
      .next(channel)
      .call(browserSaysOnline)
      .next(true)
      .take(channel)
      .next(false) // the phone lost its connection
      .put(connectionActions.wentOffline())
      .next()
      .take(channel)
      .next(true)
      .put(connectionActions.cameBackOnline())
      .next()
      .race({ shown: delay(BACK_ONLINE_NOTICE_MS), wentOffline: take(channel) })
      .next({ shown: true })
      .put(connectionActions.backOnlineNoticeEnded())
      .next()
      .take(channel);
  });

  it('starts offline when the browser already is, and goes straight back to offline if the line drops again', () => {
    testSaga(watchConnection)
      .next()
      .call(connectionChannel)
      .next(channel)
      .call(browserSaysOnline)
      .next(false)
      .put(connectionActions.wentOffline())
      .next()
      .take(channel)
      .next(true)
      .put(connectionActions.cameBackOnline())
      .next()
      .race({ shown: delay(BACK_ONLINE_NOTICE_MS), wentOffline: take(channel) })
      .next({ wentOffline: false })
      .put(connectionActions.wentOffline())
      .next()
      .take(channel);
  });

  it('in the store: offline, back online, then online; a late end of the notice never hides "offline"', () => {
    let state: RootState = rootReducer(undefined, connectionActions.wentOffline());
    expect(state.connection).toBe('offline');
    state = rootReducer(state, connectionActions.cameBackOnline());
    expect(state.connection).toBe('backOnline');
    state = rootReducer(state, connectionActions.backOnlineNoticeEnded());
    expect(state.connection).toBe('online');
    expect(rootReducer(rootReducer(state, connectionActions.wentOffline()), connectionActions.backOnlineNoticeEnded()).connection).toBe('offline');
  });
});
