import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * The state of screens that load as lazy chunks (staff, workshops, my account), kept under
 * `features` in the store: a screen's module adds its reducer when its chunk arrives, so neither
 * reducer nor texts weigh on the console's first page. A screen reads its part through
 * `featureSelector`, its initial state until the first action it handles.
 */
const reducers: Record<string, Reducer> = {};

export function addFeatureReducer(key: string, reducer: Reducer): void {
  reducers[key] = reducer;
}

export function features(state: Record<string, unknown> = {}, action: UnknownAction): Record<string, unknown> {
  let next = state;
  for (const key in reducers) {
    const part = reducers[key](state[key], action);
    if (part !== state[key]) next = { ...next, [key]: part };
  }
  return next;
}

/** The part of the state a screen keeps, or its initial state before the screen did anything. */
export const featureSelector =
  <S>(key: string, initial: S) =>
  (state: { features: Record<string, unknown> }): S =>
    (state.features[key] as S | undefined) ?? initial;
