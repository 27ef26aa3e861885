import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A receipt shown inline: an object URL of the file the console fetched with its session. */
export interface ShownReceipt {
  status: RequestStatus;
  url: string | null;
  type: string | null;
  error: string | null;
}

export interface ServiceWorkState {
  /** By transaction code. */
  receipts: Record<string, ShownReceipt>;
  /** The decision in flight or last made, by transaction code. */
  decisions: Record<string, { status: RequestStatus; error: string | null; outcome: 'verified' | 'rejected' | null }>;
}

const initialState: ServiceWorkState = { receipts: {}, decisions: {} };

/**
 * What the case and the pending queue both do with a service: show its receipt and verify or
 * reject it. The screens that list services reload on `decided`.
 */
const slice = createSlice({
  name: 'serviceWork',
  initialState,
  reducers: {
    receiptRequested(state, action: PayloadAction<{ code: string; path: string }>) {
      state.receipts[action.payload.code] = { status: 'loading', url: null, type: null, error: null };
    },
    receiptLoaded(state, action: PayloadAction<{ code: string; url: string; type: string }>) {
      state.receipts[action.payload.code] = { status: 'succeeded', url: action.payload.url, type: action.payload.type, error: null };
    },
    receiptFailed(state, action: PayloadAction<{ code: string; error: string }>) {
      state.receipts[action.payload.code] = { status: 'failed', url: null, type: null, error: action.payload.error };
    },
    verifyRequested(state, action: PayloadAction<{ code: string }>) {
      state.decisions[action.payload.code] = { status: 'loading', error: null, outcome: null };
    },
    rejectRequested(state, action: PayloadAction<{ code: string; reason: string }>) {
      state.decisions[action.payload.code] = { status: 'loading', error: null, outcome: null };
    },
    decided(state, action: PayloadAction<{ code: string; outcome: 'verified' | 'rejected' }>) {
      state.decisions[action.payload.code] = { status: 'succeeded', error: null, outcome: action.payload.outcome };
    },
    decisionFailed(state, action: PayloadAction<{ code: string; error: string }>) {
      state.decisions[action.payload.code] = { status: 'failed', error: action.payload.error, outcome: null };
    },
  },
  selectors: {
    selectReceipt: (state, code: string): ShownReceipt | undefined => state.receipts[code],
    selectDecision: (state, code: string) => state.decisions[code],
  },
});

export const serviceWorkActions = slice.actions;
export const { selectReceipt, selectDecision } = slice.selectors;
export default slice.reducer;
