import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpsCampaignPinsRefusal, OpsCampaignPinsResult, OpsFestiveWaiting } from '../../../../shared/contract/campaigns';
import type { PinStockRow } from '../../../../shared/contract/reports';

/** A part of the screen read from the server. */
export interface Loaded<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: T | null;
  error: string | null;
}

/** A CSV of PINs as the supervisor chose it. */
export interface PinFile {
  name: string;
  text: string;
}

export interface FestivePinsState {
  /** PINs by amount: loaded and given in the last 12 months, and left now. */
  stock: Loaded<PinStockRow[]>;
  waiting: Loaded<OpsFestiveWaiting>;
  upload: {
    status: 'idle' | 'sending' | 'loaded' | 'refused';
    fileName: string | null;
    result: OpsCampaignPinsResult | null;
    /** The server's refusal, and the lines it named (nothing was loaded). */
    error: string | null;
    refusal: OpsCampaignPinsRefusal | null;
  };
}

const idle = { status: 'idle', data: null, error: null } as const;

export const initialFestivePinsState: FestivePinsState = {
  stock: idle,
  waiting: idle,
  upload: { status: 'idle', fileName: null, result: null, error: null, refusal: null },
};

const slice = createSlice({
  name: 'festivePins',
  initialState: initialFestivePinsState,
  reducers: {
    /** The stock and the waiting entries, read again. */
    loadRequested(state) {
      state.stock = { ...state.stock, status: 'loading', error: null };
      state.waiting = { ...state.waiting, status: 'loading', error: null };
    },
    stockLoaded(state, action: PayloadAction<PinStockRow[]>) {
      state.stock = { status: 'loaded', data: action.payload, error: null };
    },
    stockFailed(state, action: PayloadAction<string>) {
      state.stock = { status: 'failed', data: null, error: action.payload };
    },
    waitingLoaded(state, action: PayloadAction<OpsFestiveWaiting>) {
      state.waiting = { status: 'loaded', data: action.payload, error: null };
    },
    waitingFailed(state, action: PayloadAction<string>) {
      state.waiting = { status: 'failed', data: null, error: action.payload };
    },
    uploadRequested(state, action: PayloadAction<PinFile>) {
      state.upload = { status: 'sending', fileName: action.payload.name, result: null, error: null, refusal: null };
    },
    uploadLoaded(state, action: PayloadAction<OpsCampaignPinsResult>) {
      state.upload = { ...state.upload, status: 'loaded', result: action.payload };
    },
    uploadRefused(state, action: PayloadAction<{ error: string; refusal: OpsCampaignPinsRefusal | null }>) {
      state.upload = { ...state.upload, status: 'refused', ...action.payload };
    },
  },
});

export const FESTIVE_PINS_KEY = 'festivePins';
export const festivePinsActions = slice.actions;
export const selectFestivePins = (state: { [FESTIVE_PINS_KEY]?: FestivePinsState }): FestivePinsState => state[FESTIVE_PINS_KEY] ?? initialFestivePinsState;
export default slice.reducer;
