import { testSaga, expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay } from 'redux-saga/effects';
import { RESEND_LINK_DELAY_MS, RESEND_SECONDS, resendCountdown, runCountdown } from './resendCountdown';
import reducer, { registerActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const actions = registerActions;

describe('runCountdown, step by step', () => {
  it('ticks once a second down to zero, waits about 2 seconds, then shows the resend link', () => {
    testSaga(runCountdown, actions, 3)
      .next()
      .put(actions.countdownTicked(3))
      .next()
      .delay(1000)
      .next()
      .put(actions.countdownTicked(2))
      .next()
      .delay(1000)
      .next()
      .put(actions.countdownTicked(1))
      .next()
      .delay(1000)
      .next()
      .put(actions.countdownTicked(0))
      .next()
      .delay(RESEND_LINK_DELAY_MS)
      .next()
      .put(actions.resendShown())
      .next()
      .cancelled()
      .next(false)
      .isDone();
  });

  it('starts from 180 seconds by default', () => {
    expect(RESEND_SECONDS).toBe(180);
    expect(RESEND_LINK_DELAY_MS).toBe(2000);
    testSaga(runCountdown, actions).next().put(actions.countdownTicked(180)).next().delay(1000);
  });

  it('resets the countdown when cancelled mid-way (the member left the page)', () => {
    testSaga(runCountdown, actions, 180)
      .next()
      .put(actions.countdownTicked(180))
      .next()
      .delay(1000)
      .finish()
      .cancelled()
      .next(true)
      .put(actions.countdownStopped())
      .next()
      .isDone();
  });
});

describe('resendCountdown, step by step', () => {
  function* sendWorker(): Generator<unknown, boolean, boolean> {
    return true;
  }

  it('waits for a click after the countdown, sends, and restarts the countdown once sent', () => {
    const click = actions.resendRequested();
    testSaga(resendCountdown, actions, sendWorker)
      .next()
      .call(runCountdown, actions)
      .next()
      .take(actions.resendRequested.type)
      .next(click)
      .call(sendWorker, click)
      .next(true)
      .call(runCountdown, actions);
  });

  it('keeps the link up after a failed send and waits for another click', () => {
    const click = actions.resendRequested();
    testSaga(resendCountdown, actions, sendWorker)
      .next()
      .call(runCountdown, actions)
      .next()
      .take(actions.resendRequested.type)
      .next(click)
      .call(sendWorker, click)
      .next(false)
      .take(actions.resendRequested.type)
      .next(click)
      .call(sendWorker, click)
      .next(true)
      .call(runCountdown, actions);
  });
});

describe('runCountdown as a flow', () => {
  it('ends with 00 seconds left and the resend link shown, after 181 ticks (180 down to 0)', async () => {
    const { effects, storeState } = await expectSaga(runCountdown, actions)
      .withReducer(reducer)
      // Time is not the point here: every delay answers at once.
      .provide([[matchers.call.fn(delay(0).payload.fn), null]])
      .run(UNTIL_DONE);
    const puts = effects.put.map((effect) => effect.payload.action);
    const ticks = puts.filter((action) => actions.countdownTicked.match(action)).map((action) => action.payload);
    expect(ticks).toEqual(Array.from({ length: 181 }, (_, index) => 180 - index));
    expect(puts[puts.length - 1]).toEqual(actions.resendShown());
    expect(puts).not.toContainEqual(actions.countdownStopped());
    expect(storeState.countdown).toEqual({ secondsLeft: 0, resendVisible: true, resendStatus: 'idle' });
  });
});
