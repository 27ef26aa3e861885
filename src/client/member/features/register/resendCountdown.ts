import type { ActionCreatorWithPayload, ActionCreatorWithoutPayload, PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, take, type Effect } from 'redux-saga/effects';

/** Spec sections 4 and 9: 180 seconds, and the link appears about 2 seconds after zero. */
export const RESEND_SECONDS = 180;
export const RESEND_LINK_DELAY_MS = 2000;

export interface CountdownState {
  secondsLeft: number;
  resendVisible: boolean;
  resendStatus: 'idle' | 'loading' | 'failed';
}

export const initialCountdown: CountdownState = { secondsLeft: RESEND_SECONDS, resendVisible: false, resendStatus: 'idle' };

/** Reducers a code-entry page's slice adds for its countdown. */
export const countdownReducers = {
  countdownTicked(state: { countdown: CountdownState }, action: PayloadAction<number>) {
    state.countdown.secondsLeft = action.payload;
    state.countdown.resendVisible = false;
  },
  resendShown(state: { countdown: CountdownState }) {
    state.countdown.resendVisible = true;
  },
  countdownStopped(state: { countdown: CountdownState }) {
    state.countdown = initialCountdown;
  },
};

export interface CountdownActions {
  countdownTicked: ActionCreatorWithPayload<number>;
  resendShown: ActionCreatorWithoutPayload;
  countdownStopped: ActionCreatorWithoutPayload;
}

/** One countdown: a tick a second down to zero, then the resend link. */
export function* runCountdown(actions: CountdownActions, seconds: number = RESEND_SECONDS): Generator<Effect, void, boolean> {
  try {
    yield put(actions.countdownTicked(seconds));
    for (let left = seconds - 1; left >= 0; left -= 1) {
      yield delay(1000);
      yield put(actions.countdownTicked(left));
    }
    yield delay(RESEND_LINK_DELAY_MS);
    yield put(actions.resendShown());
  } finally {
    // Leaving the page mid-countdown: the next visit starts from a clean state.
    if (yield cancelled()) yield put(actions.countdownStopped());
  }
}

/** Answers whether a new code was sent; a failed send leaves the link up for another try. */
export type ResendWorker = (action: any) => Generator<unknown, boolean, any>;

/**
 * The countdown for as long as its page is open: count down, wait for a click on 'Resend Code',
 * send, and count down again once the new code is on its way.
 */
export function* resendCountdown(
  actions: CountdownActions & { resendRequested: { type: string } },
  resend: ResendWorker,
): Generator<Effect, void, any> {
  while (true) {
    yield call(runCountdown, actions);
    let sent = false;
    while (!sent) {
      const request: { type: string } = yield take(actions.resendRequested.type);
      sent = yield call(resend, request);
    }
  }
}
