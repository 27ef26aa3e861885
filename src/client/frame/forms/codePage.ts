import type { Action, ActionCreatorWithPayload, ActionCreatorWithoutPayload, PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, race, select, take, type Effect } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/contract/envelope';
import { refuseForm, type FormRefusals } from './refusal';
import { initialSubmission, submissionReducers, type FormFailure, type SubmissionState } from './submission';

/** Spec sections 4 and 9: 180 seconds, and the link appears about 2 seconds after zero. */
export const RESEND_SECONDS = 180;
export const RESEND_LINK_DELAY_MS = 2000;

export interface CountdownState {
  secondsLeft: number;
  resendVisible: boolean;
}

/**
 * What the server said of the code on its way (`code_already_sent`, `retry_after`): a new text, or
 * the number's live code it had already sent, and the seconds until a new one may be asked for.
 */
export interface CodeOffer {
  alreadySent: boolean;
  retryAfter: number;
}

/** What a code-entry page keeps: its countdown, the request for a new code ('Resend Code'), and the server's word on the code. */
export interface CodePageState {
  countdown: CountdownState;
  resend: SubmissionState;
  offer: CodeOffer;
}

export const initialCountdown: CountdownState = { secondsLeft: RESEND_SECONDS, resendVisible: false };

export const initialOffer: CodeOffer = { alreadySent: false, retryAfter: RESEND_SECONDS };

export const initialCodePage: CodePageState = { countdown: initialCountdown, resend: initialSubmission, offer: initialOffer };

/** The offer in an answer's `result` (a registration, a resend, or a 429's `retry_after`); null when it names none. */
export function offerOf(answer: Envelope<unknown>): CodeOffer | null {
  const result = answer.result as { code_already_sent?: unknown; retry_after?: unknown } | null;
  if (!result || typeof result !== 'object' || typeof result.retry_after !== 'number' || !(result.retry_after >= 0)) return null;
  return { alreadySent: result.code_already_sent === true, retryAfter: Math.ceil(result.retry_after) };
}

/**
 * The events of a code-entry page, for its slice to spread in: the page left, the countdown, and
 * the resend as a submission. `Request` is what a resend sends (a captcha, or nothing), `Sent` what
 * a sent code carries; `sent` is the slice's own work when one is (a new reset token).
 */
export function codePageReducers<S extends CodePageState, Request = void, Sent = void>(sent?: (state: S, action: PayloadAction<Sent>) => void) {
  const resend = submissionReducers<S, Request, Sent>((state) => state.resend, { succeeded: sent });
  return {
    /** The countdown saga stops on this; the countdown state resets as it stops. */
    tacPageLeft() {},
    resendRequested: resend.requested,
    resendSucceeded: resend.succeeded,
    resendFailed: resend.failed,
    countdownTicked(state: S, action: PayloadAction<number>) {
      state.countdown.secondsLeft = action.payload;
      state.countdown.resendVisible = false;
    },
    resendShown(state: S) {
      state.countdown.resendVisible = true;
    },
    countdownStopped(state: S) {
      state.countdown = initialCountdown;
      state.offer = initialOffer;
    },
    /** The server named the code on its way; the next countdown runs from its `retry_after`. */
    codeOffered(state: S, action: PayloadAction<CodeOffer>) {
      state.offer = action.payload;
    },
    /** The server said the code typed can no longer work (expired, or too many wrong tries). */
    codeVoided() {},
  };
}

export interface CountdownActions {
  countdownTicked: ActionCreatorWithPayload<number>;
  codeOffered: ActionCreatorWithPayload<CodeOffer>;
  resendShown: ActionCreatorWithoutPayload;
  countdownStopped: ActionCreatorWithoutPayload;
  codeVoided: ActionCreatorWithoutPayload;
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

/** Answers whether to count down again (a code was sent, or the server named when to ask); otherwise the link stays up for another try. */
export type ResendWorker = (action: any) => Generator<unknown, boolean, any>;

/**
 * The countdown for as long as its page is open: count down, wait for a click on 'Resend Code',
 * send, and count down again once the new code is on its way. A code the server says can no longer
 * work ends the wait: the member may ask for a new one at once, and the server's send limits decide.
 */
export function* resendCountdown(
  actions: CountdownActions & { resendRequested: { type: string } },
  resend: ResendWorker,
  selectOffer?: (state: any) => CodeOffer,
): Generator<Effect, void, any> {
  while (true) {
    // The server's `retry_after` sets the countdown where it named one, so the link comes when a new code may be asked for.
    const offer: CodeOffer | undefined = selectOffer ? yield select(selectOffer) : undefined;
    const counting = offer ? call(runCountdown, actions, offer.retryAfter) : call(runCountdown, actions);
    const { voided } = yield race({ counted: counting, voided: take(actions.codeVoided.type) });
    if (voided) yield put(actions.resendShown());
    let sent = false;
    while (!sent) {
      const request: { type: string } = yield take(actions.resendRequested.type);
      sent = yield call(resend, request);
    }
  }
}

/** A code-entry page: its events, how it asks for a new code, and how it tells the answer. */
export interface CodePageFlow<Request, Result> {
  actions: CountdownActions & {
    resendRequested: { type: string };
    resendFailed: (failure: FormFailure) => Action;
    tacPageLeft: { type: string };
  };
  /** Asks the server for a new code. */
  ask: (request: PayloadAction<Request>) => Generator<unknown, Envelope<Result>, any>;
  /** The event of a code sent, or null when the answer sent none. */
  sent: (answer: Envelope<Result>) => Action | null;
  refusals: FormRefusals;
  /** The page's offer, when its server names one (`code_already_sent`, `retry_after`). */
  selectOffer?: (state: any) => CodeOffer;
}

/**
 * 'Resend Code': a new code for the page; the countdown restarts only once it is sent. When the
 * server answers that the code already sent is still the one to type, the page says so and counts
 * down from its `retry_after`; a refusal that names `retry_after` (no text may go yet) counts down
 * from it too, so the link comes back when asking again can work.
 */
export function* resendCode<Request, Result>(flow: CodePageFlow<Request, Result>, request: PayloadAction<Request>): Generator<unknown, boolean, any> {
  const answer: Envelope<Result> = yield call(flow.ask, request);
  const sent = answer.status_code === 200 ? flow.sent(answer) : null;
  const offer = flow.selectOffer ? offerOf(answer) : null;
  if (sent) {
    yield put(sent);
    if (flow.selectOffer) yield put(flow.actions.codeOffered(offer ?? initialOffer));
    return true;
  }
  yield* refuseForm(answer, flow.actions.resendFailed, flow.refusals);
  if (!offer || answer.status_code !== 429) return false;
  yield put(flow.actions.codeOffered(offer));
  return true;
}

/** The code-entry page's countdown and resends live exactly as long as the page. */
export function* codePage<Request, Result>(flow: CodePageFlow<Request, Result>): Generator<Effect, void, unknown> {
  const resend = (request: PayloadAction<Request>) => resendCode(flow, request);
  yield race({
    countdown: flow.selectOffer ? call(resendCountdown, flow.actions, resend, flow.selectOffer) : call(resendCountdown, flow.actions, resend),
    left: take(flow.actions.tacPageLeft.type),
  });
}
