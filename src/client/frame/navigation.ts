import { call, getContext } from 'redux-saga/effects';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The router's navigate, put in saga context by the app (and by tests, as a mock). */
export type NavigateFn = (path: string, options?: NavigateOptions) => unknown;

export function* navigateWithContext(path: string, options?: NavigateOptions) {
  const navigate: NavigateFn = yield getContext('navigate');
  yield call(navigate, path, options);
}

/** `yield navigateTo('/loyalty')` from any saga: navigation is an effect like the others. */
export function navigateTo(path: string, options?: NavigateOptions) {
  return call(navigateWithContext, path, options);
}
