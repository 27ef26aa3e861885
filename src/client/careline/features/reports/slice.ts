import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { reportPaths, type Report, type ReportName, type ReportPeriodProblem } from '../../../../shared/contract/reports';
import type { ReportRequest } from './api';

export const REPORT_NAMES = Object.keys(reportPaths) as ReportName[];

export interface ReportView {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  report: Report | null;
  /** The server's refusal, or a connection problem, when it failed. */
  error: string | null;
}

export interface ReportsState {
  /** The period and workshop the reports on screen were asked for. */
  asked: ReportRequest | null;
  /** What is wrong with the period typed, before anything is asked. */
  problem: ReportPeriodProblem | null;
  reports: Record<ReportName, ReportView>;
  /** The report whose CSV is being downloaded. */
  downloading: ReportName | null;
  downloadFailed: ReportName | null;
}

const idle: ReportView = { status: 'idle', report: null, error: null };

const initialState: ReportsState = {
  asked: null,
  problem: null,
  reports: Object.fromEntries(REPORT_NAMES.map((name) => [name, idle])) as Record<ReportName, ReportView>,
  downloading: null,
  downloadFailed: null,
};

const slice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    /** The supervisor asks for every report of a period (and maybe one workshop). */
    loadRequested(state, action: PayloadAction<ReportRequest>) {
      state.asked = action.payload;
      state.problem = null;
      state.downloadFailed = null;
    },
    periodRefused(state, action: PayloadAction<ReportPeriodProblem>) {
      state.problem = action.payload;
    },
    reportLoading(state, action: PayloadAction<ReportName>) {
      state.reports[action.payload] = { status: 'loading', report: null, error: null };
    },
    reportLoaded(state, action: PayloadAction<{ name: ReportName; report: Report }>) {
      state.reports[action.payload.name] = { status: 'loaded', report: action.payload.report, error: null };
    },
    reportFailed(state, action: PayloadAction<{ name: ReportName; error: string }>) {
      state.reports[action.payload.name] = { status: 'failed', report: null, error: action.payload.error };
    },
    downloadRequested(state, action: PayloadAction<ReportName>) {
      state.downloading = action.payload;
      state.downloadFailed = null;
    },
    downloadFinished(state) {
      state.downloading = null;
    },
    downloadFailed(state, action: PayloadAction<ReportName>) {
      state.downloading = null;
      state.downloadFailed = action.payload;
    },
  },
  selectors: {
    selectReports: (state) => state,
  },
});

export const reportsActions = slice.actions;
export const { selectReports } = slice.selectors;
export default slice.reducer;
