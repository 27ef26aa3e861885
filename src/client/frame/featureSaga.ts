import { useState } from 'react';
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { AppStore } from '../member/app/store';

/**
 * Starts a page's own saga the first time the page renders with this store, so the saga's code
 * travels in the page's lazy chunk instead of the home page's JavaScript. Idempotent per store.
 */
export function useFeatureSaga(saga: Saga): void {
  const store = useStore() as AppStore;
  useState(() => store.startFeatureSaga(saga));
}
