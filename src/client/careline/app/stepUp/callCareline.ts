import type { Action } from '@reduxjs/toolkit';
import { put, take, type Effect } from 'redux-saga/effects';
import { carelineRefusalCodes } from '../../../../shared/contract/careline';
import type { Envelope } from '../../../../shared/contract/envelope';
import { callApi, type ArgsWithoutToken } from '../../../frame/callApi';
import { stepUpActions } from './slice';

type ApiCall = (...args: any[]) => Promise<Envelope<any>>;

/** The server refused the call until the person confirms it is them again. */
export function needsStepUp(res: Envelope<unknown>): boolean {
  const result = res.result as { reason?: unknown } | null;
  return res.status_code === 403 && result?.reason === carelineRefusalCodes.stepUpRequired;
}

/** Opens the step-up dialog and waits for the person: true once the server accepted their proof. */
export function* stepUpDone(): Generator<Effect, boolean, any> {
  yield put(stepUpActions.required());
  const outcome: Action = yield take([stepUpActions.confirmed.type, stepUpActions.cancelled.type]);
  return stepUpActions.confirmed.match(outcome);
}

/**
 * Every careline call that may ask for a step-up goes through here: `callApi`, and on a 403
 * step_up_required the dialog, then the same call once more. Cancelled, the first refusal stands,
 * so the screen shows it as it would any other.
 *
 *   const res = yield* callCareline(api.confirmMobile, mobile, newMobile, code);
 */
export function* callCareline<Fn extends ApiCall>(fn: Fn, ...args: ArgsWithoutToken<Fn>): Generator<Effect, Awaited<ReturnType<Fn>>, any> {
  const first: Awaited<ReturnType<Fn>> = yield* callApi(fn, ...args);
  if (!needsStepUp(first)) return first;
  const done: boolean = yield* stepUpDone();
  if (!done) return first;
  return yield* callApi(fn, ...args);
}

