import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import { reportPeriodProblem, type Report, type ReportName } from '../../../../shared/contract/reports';
import { callApi } from '../../../frame/callApi';
import { featureApi } from '../../app/featureApi';
import { reportsCalls, type ReportFile, type ReportRequest, type ReportsApi } from './api';
import { saveFile } from '../../../frame/saveFile';
import { REPORT_NAMES, reportsActions, selectReports, type ReportsState } from './slice';
import { REPORTS_BY_WORKSHOP } from '../../../../shared/contract/reports';
import { refusalText } from '../../app/refusalText';

/** The query a report is read with: reports not kept by workshop are read for every workshop. */
export function queryFor(name: ReportName, asked: ReportRequest): ReportRequest {
  return REPORTS_BY_WORKSHOP.includes(name) ? asked : { ...asked, workshop: '' };
}

function* loadOne(api: ReportsApi, name: ReportName, asked: ReportRequest) {
  yield put(reportsActions.reportLoading(name));
  const res: Envelope<Report> = yield* callApi(api.getReport, name, queryFor(name, asked));
  if (res.status_code === 200 && res.result) yield put(reportsActions.reportLoaded({ name, report: res.result }));
  else yield put(reportsActions.reportFailed({ name, error: refusalText(res) }));
}

/**
 * Every report of the period at once; a period the server would refuse is not sent. A newer
 * request replaces one still loading (takeLatest cancels it, which aborts its calls).
 */
export function* loadReports(action: PayloadAction<ReportRequest>) {
  const problem = reportPeriodProblem(action.payload.from, action.payload.to);
  if (problem) {
    yield put(reportsActions.periodRefused(problem));
    return;
  }
  const api: ReportsApi = yield* featureApi(reportsCalls);
  yield all(REPORT_NAMES.map((name) => call(loadOne, api, name, action.payload)));
}

/** The report's CSV as the server writes it (the same columns as the table), saved by the browser. */
export function* downloadReport(action: PayloadAction<ReportName>) {
  const { asked }: ReportsState = yield select(selectReports);
  if (!asked) {
    yield put(reportsActions.downloadFailed(action.payload));
    return;
  }
  const api: ReportsApi = yield* featureApi(reportsCalls);
  const res: Envelope<ReportFile> = yield* callApi(api.downloadReport, action.payload, queryFor(action.payload, asked));
  if (res.status_code !== 200 || !res.result) {
    yield put(reportsActions.downloadFailed(action.payload));
    return;
  }
  yield call(saveFile, res.result.blob, res.result.filename ?? `${action.payload}.csv`);
  yield put(reportsActions.downloadFinished());
}

export default function* watchReports() {
  yield takeLatest(reportsActions.loadRequested.type, loadReports);
  yield takeLeading(reportsActions.downloadRequested.type, downloadReport);
}
