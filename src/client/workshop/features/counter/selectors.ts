import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { pendingAdapter } from './slice';

const counter = (state: RootState) => state.counter;

export const { selectAll: selectPendingServices } = pendingAdapter.getSelectors((state: RootState) => state.counter.pending);
export const selectPendingStatus = (state: RootState) => counter(state).pending.status;
export const selectStats = (state: RootState) => counter(state).stats;
export const selectSearch = (state: RootState) => counter(state).search;
export const selectLookupSubmission = (state: RootState) => counter(state).lookup;
export const selectSearchSubmission = (state: RootState) => counter(state).search;
export const selectServiceState = (state: RootState) => counter(state).service;
export const selectReceipt = (state: RootState) => counter(state).receipt;
export const selectDecision = (state: RootState) => counter(state).decision;

/** The service on screen, once it is the one asked for. */
export const selectServiceFor = createSelector([selectServiceState, (_state: RootState, code: string) => code], (service, code) =>
  service.code === code ? service : null,
);

/** The flags to show above VERIFY: none when the server sends none, or sends no `flags` at all. */
export const selectServiceFlags = createSelector([selectServiceState], (service) => service.value?.flags ?? []);
