import { useState } from 'react';
import { useStore } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { FrameStore } from './store';

/**
 * Starts a page's own saga the first time the page renders with this store, so the saga's code
 * travels in the page's lazy chunk instead of the home page's JavaScript; so do the page's slices,
 * given by the key the page reads them under. Idempotent per store.
 */
export function useFeatureSaga(saga: Saga, slices: Record<string, Reducer> = {}): void {
  const store = useStore() as FrameStore;
  useState(() => {
    // The page's own slices too: its state joins the store before the page first reads it.
    for (const [key, slice] of Object.entries(slices)) store.addFeatureReducer(key, slice);
    store.startFeatureSaga(saga);
  });
}
