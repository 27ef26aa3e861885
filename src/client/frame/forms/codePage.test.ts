import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call, delay, put, race, take } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/contract/envelope';
import { uiActions } from '../uiSlice';
import { UNTIL_DONE } from '../../../testing/sagas';
import { accountErrors } from '../../../shared/contract/accounts';
import { inLanguage } from '../../../shared/serverTexts';
import {
  RESEND_SECONDS,
  codePage,
  codePageReducers,
  initialCodePage,
  resendCountdown,
  runCountdown,
  type CodePageFlow,
  type CodePageState,
} from './codePage';
import { isVoidedCode } from './voidedCode';
import { failurePopup, popupButtons } from './popups';

/** A code page as a feature has one: a captcha goes with each resend, and a sent code brings a token. */
interface PageState extends CodePageState {
  token: string;
}
const slice = createSlice({
  name: 'codePage',
  initialState: { ...initialCodePage, token: 'token-1' } as PageState,
  reducers: {
    tacPageOpened() {},
    ...codePageReducers<PageState, { captcha: string }, { token: string }>((state, action) => {
      state.token = action.payload.token;
    }),
  },
});
const actions = slice.actions;
const reducer = slice.reducer;

const answer = (status_code: number, result: string | null = null, error: string | null = null): Envelope<string> => ({ status_code, result, error });

describe('codePageReducers', () => {
  it('a tick shows the seconds left and hides the link; the link shows after zero; leaving resets', () => {
    let state = reducer(undefined, actions.countdownTicked(3));
    expect(state.countdown).toEqual({ secondsLeft: 3, resendVisible: false });
    state = reducer(state, actions.resendShown());
    expect(state.countdown).toEqual({ secondsLeft: 3, resendVisible: true });
    state = reducer(state, actions.countdownStopped());
    expect(state.countdown).toEqual({ secondsLeft: RESEND_SECONDS, resendVisible: false });
  });

  it('a resend is a submission: loading, then sent (with the page\'s own work) or refused with its errors', () => {
    let state = reducer(undefined, actions.resendRequested({ captcha: 'solved' }));
    expect(state.resend).toEqual({ status: 'loading', settled: 0, errors: null });
    state = reducer(state, actions.resendSucceeded({ token: 'token-2' }));
    expect(state.resend).toEqual({ status: 'succeeded', settled: 1, errors: null });
    expect(state.token).toBe('token-2');
    state = reducer(state, actions.resendFailed({ errors: { captcha: { key: 'rules.captchaRequired' } } }));
    expect(state.resend).toEqual({ status: 'failed', settled: 2, errors: { captcha: { key: 'rules.captchaRequired' } } });
  });
});

describe('runCountdown, step by step', () => {
  /** The first second of a countdown from `seconds`. */
  const firstSecond = (seconds?: number) => {
    const from = seconds ?? 180;
    return (seconds === undefined ? testSaga(runCountdown, actions) : testSaga(runCountdown, actions, seconds)).next().put(actions.countdownTicked(from)).next().delay(1000);
  };

  it('ticks once a second down to zero, waits about 2 seconds, then shows the resend link', () => {
    firstSecond(3)
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
      .delay(2000)
      .next()
      .put(actions.resendShown())
      .next()
      .cancelled()
      .next(false)
      .isDone();
  });

  it('starts from 180 seconds, and the link comes 2 seconds after zero (spec sections 4 and 9)', () => {
    firstSecond();
  });

  it('resets the countdown when cancelled mid-way (the member left the page)', () => {
    firstSecond(180)
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

  const click = actions.resendRequested({ captcha: 'solved' });
  /** The countdown ran, and the member clicked the link: the send is asked for. */
  const counting = { counted: call(runCountdown, actions), voided: take(actions.codeVoided.type) };
  const firstClick = () =>
    testSaga(resendCountdown, actions, sendWorker).next().race(counting).next({ counted: undefined }).take(actions.resendRequested.type).next(click).call(sendWorker, click);

  it('waits for a click after the countdown, sends, and restarts the countdown once sent', () => {
    firstClick().next(true).race(counting);
  });

  it('shows the link at once when the server says the code can no longer work, and takes the click', () => {
    testSaga(resendCountdown, actions, sendWorker)
      .next()
      .race(counting)
      .next({ voided: actions.codeVoided() })
      .put(actions.resendShown())
      .next()
      .take(actions.resendRequested.type)
      .next(click)
      .call(sendWorker, click);
  });

  it('keeps the link up after a failed send and waits for another click', () => {
    firstClick()
      .next(false)
      .take(actions.resendRequested.type)
      .next(click)
      .call(sendWorker, click)
      .next(true)
      .race(counting);
  });
});

describe('a code the server voided', () => {
  it.each([
    ['expired', answer(400, null, accountErrors.codeExpired)],
    ['spent by wrong tries', answer(400, null, accountErrors.tooManyTries)],
  ])('is told by an answer that it %s, in either language', (_why, refused) => {
    expect(isVoidedCode(refused)).toBe(true);
    expect(isVoidedCode(answer(400, null, inLanguage('ms', refused.error!)))).toBe(true);
  });

  it('is not a wrong code, which may still be typed again', () => {
    expect(isVoidedCode(answer(400, null, accountErrors.wrongCode))).toBe(false);
    expect(isVoidedCode(answer(502, null, 'Network error'))).toBe(false);
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
    expect(storeState.countdown).toEqual({ secondsLeft: 0, resendVisible: true });
  });
});

describe('codePage as a flow', () => {
  const refusedPopup = failurePopup({ messageKey: 'forgotPassword.serverText', values: { error: 'Slow down' } }, popupButtons.ok);
  function flowWith(ask: (captcha: string) => Promise<Envelope<string>>): CodePageFlow<{ captcha: string }, string> {
    return {
      actions,
      ask: function* askForCode(request: PayloadAction<{ captcha: string }>) {
        return (yield call(ask, request.payload.captcha)) as Envelope<string>;
      },
      sent: (res) => (res.result ? actions.resendSucceeded({ token: res.result }) : null),
      refusals: { serverText: () => refusedPopup, formError: 'popupText' },
    };
  }
  /** The member on the page: waits for the link, clicks it, and stays until the page says `until`. */
  function* member(until: string) {
    yield take(actions.resendShown.type);
    yield put(actions.resendRequested({ captcha: 'solved' }));
    yield take(until);
  }
  const pageWithCaptcha = codePage<{ captcha: string }, string>;
  const instantDelays: [matchers.Matcher, null][] = [[matchers.call.fn(delay(0).payload.fn), null]];

  it('counts down, sends a new code on Resend Code, then counts down again', async () => {
    const ask = jest.fn(async () => answer(200, 'token-2'));
    const flow = flowWith(ask);
    const { effects, storeState } = await expectSaga(function* visit() {
      yield race({ page: call(pageWithCaptcha, flow), member: call(member, actions.resendShown.type) });
    })
      .withReducer(reducer)
      .provide(instantDelays)
      .run(UNTIL_DONE);
    expect(ask).toHaveBeenCalledWith('solved');
    const starts = effects.put.filter((effect) => actions.countdownTicked.match(effect.payload.action) && effect.payload.action.payload === 180);
    expect(starts).toHaveLength(2);
    expect(storeState.token).toBe('token-2');
    expect(storeState.countdown).toEqual({ secondsLeft: 0, resendVisible: true });
  });

  it('a refused resend tells the refusal, keeps it as the resend\'s errors and leaves the link up', async () => {
    const ask = jest.fn(async () => answer(429, null, 'Slow down'));
    const { storeState, effects } = await expectSaga(function* visit() {
      yield race({ page: call(pageWithCaptcha, flowWith(ask)), member: call(member, actions.resendFailed.type) });
    })
      .withReducer(reducer)
      .provide(instantDelays)
      .put(uiActions.popupShown(refusedPopup))
      .run(UNTIL_DONE);
    expect(storeState.resend.errors).toEqual({ 'FINAL_FORM/form-error': { key: 'forgotPassword.serverText', values: { error: 'Slow down' } } });
    expect(storeState.countdown).toEqual({ secondsLeft: 0, resendVisible: true });
    expect(effects.put.filter((effect) => actions.countdownTicked.match(effect.payload.action) && effect.payload.action.payload === 180)).toHaveLength(1);
  });

  it('a 200 that sends no code is a refusal too', async () => {
    const ask = jest.fn(async () => answer(200, null));
    const { storeState } = await expectSaga(function* visit() {
      yield race({ page: call(pageWithCaptcha, flowWith(ask)), member: call(member, actions.resendFailed.type) });
    })
      .withReducer(reducer)
      .provide(instantDelays)
      .run(UNTIL_DONE);
    expect(storeState.resend.status).toBe('failed');
    expect(storeState.token).toBe('token-1');
  });

  it('leaving the page mid-countdown cancels it and resets the display', async () => {
    const { storeState } = await expectSaga(function* visit() {
      yield race({
        page: call(pageWithCaptcha, flowWith(async () => answer(200, 'token-2'))),
        member: call(function* leaves() {
          yield take(actions.countdownTicked.type);
          yield put(actions.tacPageLeft());
          yield take(actions.countdownStopped.type);
        }),
      });
    })
      .withReducer(reducer)
      .put(actions.countdownTicked(180))
      .put(actions.countdownStopped())
      .not.put(actions.countdownTicked(179))
      .run(UNTIL_DONE);
    expect(storeState.countdown).toEqual({ secondsLeft: 180, resendVisible: false });
  });
});
