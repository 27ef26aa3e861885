import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditLogEntry, OpsAuditPage } from '../../../../shared/contract/audit';

/** The filters as the supervisor typed them; `queryOf` (sagas.ts) makes the server's query of them. */
export interface AuditFilters {
  /** An email (a careline person), `system`, or a name as the log writes it (`member:12`, `workshop:`). */
  person: string;
  /** A mobile number or `member:<id>`. */
  member: string;
  /** An action (`case.opened`) or a kind of them (`careline.`); empty for every action. */
  action: string;
  /** Days, YYYY-MM-DD, in UTC as the log's times; empty for no bound. */
  from: string;
  to: string;
}

export const noFilters: AuditFilters = { person: '', member: '', action: '', from: '', to: '' };

export interface AuditLogState {
  /** The filters of the entries on screen. */
  asked: AuditFilters | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  entries: AuditLogEntry[];
  /** What to pass as `before` for older entries; null when the last page is on screen. */
  next: number | null;
  /** The member the member filter found (`member:<id>`), or null. */
  member: string | null;
  loadingMore: boolean;
  /** The server's refusal (it names the filter), or a connection problem. */
  error: string | null;
  downloading: boolean;
  downloadError: string | null;
}

export const initialAuditLogState: AuditLogState = {
  asked: null,
  status: 'idle',
  entries: [],
  next: null,
  member: null,
  loadingMore: false,
  error: null,
  downloading: false,
  downloadError: null,
};

const slice = createSlice({
  name: 'auditLog',
  initialState: initialAuditLogState,
  reducers: {
    searchRequested(state, action: PayloadAction<AuditFilters>) {
      return { ...initialAuditLogState, asked: action.payload, status: 'loading' };
    },
    moreRequested(state) {
      state.loadingMore = true;
      state.error = null;
    },
    pageLoaded(state, action: PayloadAction<{ page: OpsAuditPage; append: boolean }>) {
      const { page, append } = action.payload;
      state.status = 'loaded';
      state.loadingMore = false;
      state.entries = append ? [...state.entries, ...page.entries] : page.entries;
      state.next = page.next;
      state.member = page.member;
    },
    failed(state, action: PayloadAction<string>) {
      // Older entries that failed keep the page on screen; a first page that failed shows none.
      if (!state.loadingMore) state.status = 'failed';
      state.loadingMore = false;
      state.error = action.payload;
    },
    downloadRequested(state) {
      state.downloading = true;
      state.downloadError = null;
    },
    downloadFinished(state) {
      state.downloading = false;
    },
    downloadFailed(state, action: PayloadAction<string>) {
      state.downloading = false;
      state.downloadError = action.payload;
    },
  },
});

export const AUDIT_LOG_KEY = 'auditLog';
export const auditLogActions = slice.actions;
export const selectAuditLog = (state: { [AUDIT_LOG_KEY]?: AuditLogState }): AuditLogState => state[AUDIT_LOG_KEY] ?? initialAuditLogState;
export default slice.reducer;
