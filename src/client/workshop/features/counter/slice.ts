import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CounterRejectRequest, CounterStats, PendingService } from '../../../../shared/contract/workshopApp';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { sessionActions } from '../../../frame/session/slice';
import type { CounterServiceView, CounterVerifyView } from '../../api';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The workshop's pending services, in the server's order (oldest first). */
export const pendingAdapter = createEntityAdapter<PendingService, string>({ selectId: (service) => service.transaction_code });

/** What the counter decided about the service on screen, and what to hand over after a verify. */
export type Decision =
  | { kind: 'verified'; code: string; result: CounterVerifyView }
  | { kind: 'rejected'; code: string; service: CounterServiceView; reason: CounterRejectRequest };

export interface CounterState {
  pending: ReturnType<typeof pendingAdapter.getInitialState> & { status: LoadStatus };
  stats: { value: CounterStats | null; status: LoadStatus };
  search: SubmissionState & { query: string; results: PendingService[] };
  /** The typed Service ID's lookup: found, the service page opens; not found, the field says so. */
  lookup: SubmissionState;
  service: { code: string | null; value: CounterServiceView | null; status: LoadStatus; error: 'notFound' | 'failed' | null };
  /** An object URL of the receipt's bytes, made when the service opens and revoked when it closes. */
  receipt: { url: string | null; type: string | null; status: LoadStatus };
  decision: { status: LoadStatus; value: Decision | null };
}

const initialState: CounterState = {
  pending: pendingAdapter.getInitialState({ status: 'idle' as LoadStatus }),
  stats: { value: null, status: 'idle' },
  search: { ...initialSubmission, query: '', results: [] },
  lookup: initialSubmission,
  service: { code: null, value: null, status: 'idle', error: null },
  receipt: { url: null, type: null, status: 'idle' },
  decision: { status: 'idle', value: null },
};

const lookup = submissionReducers<CounterState, string, CounterServiceView>((state) => state.lookup, {
  succeeded: (state, action) => {
    state.service = { code: action.payload.transaction_code, value: action.payload, status: 'succeeded', error: null };
    state.decision = { status: 'idle', value: null };
  },
});
const search = submissionReducers<CounterState, string, { query: string; results: PendingService[] }>((state) => state.search, {
  succeeded: (state, action) => {
    state.search.query = action.payload.query;
    state.search.results = action.payload.results;
  },
});

const slice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    /** The counter is on screen: its list is kept fresh until it is left. */
    pendingWatchStarted() {},
    pendingWatchStopped() {},
    pendingRequested(state) {
      state.pending.status = 'loading';
    },
    pendingLoaded(state, action: PayloadAction<PendingService[]>) {
      pendingAdapter.setAll(state.pending, action.payload);
      state.pending.status = 'succeeded';
    },
    pendingFailed(state) {
      state.pending.status = 'failed';
    },
    statsRequested(state) {
      state.stats.status = 'loading';
    },
    statsLoaded(state, action: PayloadAction<CounterStats>) {
      state.stats = { value: action.payload, status: 'succeeded' };
    },
    statsFailed(state) {
      state.stats.status = 'failed';
    },
    lookupRequested: lookup.requested,
    lookupSucceeded: lookup.succeeded,
    lookupFailed: lookup.failed,
    searchRequested: search.requested,
    searchSucceeded: search.succeeded,
    searchFailed: search.failed,
    /** The service page opened for a code (typed in the address, from the list or a scan). */
    serviceOpened(state, action: PayloadAction<string>) {
      const code = action.payload;
      if (state.service.code !== code || state.service.status !== 'succeeded') {
        state.service = { code, value: null, status: 'loading', error: null };
      }
      if (state.decision.value?.code !== code) state.decision = { status: 'idle', value: null };
    },
    serviceLoaded(state, action: PayloadAction<CounterServiceView>) {
      state.service = { code: action.payload.transaction_code, value: action.payload, status: 'succeeded', error: null };
    },
    serviceFailed(state, action: PayloadAction<'notFound' | 'failed'>) {
      state.service.status = 'failed';
      state.service.error = action.payload;
    },
    /** The page is left; the saga frees the receipt's bytes, then `receiptReleased`. */
    serviceClosed() {},
    receiptReleased(state) {
      state.receipt = initialState.receipt;
    },
    receiptRequested(state) {
      state.receipt = { url: null, type: null, status: 'loading' };
    },
    receiptLoaded(state, action: PayloadAction<{ url: string; type: string }>) {
      state.receipt = { ...action.payload, status: 'succeeded' };
    },
    receiptFailed(state) {
      state.receipt = { url: null, type: null, status: 'failed' };
    },
    verifyRequested(state, _action: PayloadAction<string>) {
      state.decision.status = 'loading';
    },
    rejectRequested(state, _action: PayloadAction<{ code: string; reason: CounterRejectRequest }>) {
      state.decision.status = 'loading';
    },
    decided(state, action: PayloadAction<Decision>) {
      state.decision = { status: 'succeeded', value: action.payload };
      const decision = action.payload;
      state.service.value = decision.kind === 'verified' ? decision.result.service : decision.service;
      pendingAdapter.removeOne(state.pending, decision.code);
    },
    decisionFailed(state) {
      state.decision.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const counterActions = slice.actions;
export default slice.reducer;
