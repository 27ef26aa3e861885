import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Report, ReportName } from '../../../../shared/contract/reports';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { ReportFile, ReportRequest, ReportsApi } from './api';
import { downloadReport, loadReports } from './sagas';
import { saveFile } from '../../../frame/saveFile';
import reports, { REPORT_NAMES, reportsActions, type ReportsState } from './slice';

type State = { reports: ReportsState };
const rootReducer = combineReducers({ reports }) as unknown as (state: State | undefined, action: { type: string }) => State;

const asked: ReportRequest = { from: '2026-03-01', to: '2026-03-03', workshop: 'TNS6001' };

function reportOf(name: ReportName, query: ReportRequest): Report {
  return { from: query.from, to: query.to, workshop: query.workshop || null, rows: name === 'pinStock' ? [{ amount: 10, loaded: 2, given: 1, left: 1 }] : [] };
}

type Answered = (name: ReportName, query: ReportRequest) => Promise<Envelope<Report>>;

function api(answer?: Answered, download?: () => Promise<Envelope<ReportFile>>) {
  return {
    getReport: jest.fn<ReturnType<ReportsApi['getReport']>, Parameters<ReportsApi['getReport']>>(
      answer ?? (async (name, query) => ({ status_code: 200, result: reportOf(name, query), error: null })),
    ),
    downloadReport: jest.fn<ReturnType<ReportsApi['downloadReport']>, Parameters<ReportsApi['downloadReport']>>(
      download ?? (async () => ({ status_code: 200, result: { blob: new Blob(['day\r\n']), type: 'text/csv', filename: 'report-services.csv' }, error: null })),
    ),
  } satisfies ReportsApi;
}

describe('loading the reports', () => {
  it('reads every report of the period; those not kept by workshop for every workshop', async () => {
    const calls = api();
    const { storeState } = await expectSaga(loadReports, reportsActions.loadRequested(asked))
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls]])
      .put(reportsActions.reportLoading('services'))
      .put(reportsActions.reportLoaded({ name: 'pinStock', report: { from: '2026-03-01', to: '2026-03-03', workshop: null, rows: [{ amount: 10, loaded: 2, given: 1, left: 1 }] } }))
      .run(UNTIL_DONE);
    expect(calls.getReport).toHaveBeenCalledTimes(REPORT_NAMES.length);
    expect(calls.getReport).toHaveBeenCalledWith('services', asked, '');
    expect(calls.getReport).toHaveBeenCalledWith('freeBottles', asked, '');
    expect(calls.getReport).toHaveBeenCalledWith('referralRewards', { ...asked, workshop: '' }, '');
    expect(calls.getReport).toHaveBeenCalledWith('pinStock', { ...asked, workshop: '' }, '');
    const state = (storeState as State).reports;
    expect(REPORT_NAMES.map((name) => state.reports[name].status)).toEqual(REPORT_NAMES.map(() => 'loaded'));
    expect(state.reports.services.report?.workshop).toBe('TNS6001');
  });

  it('a report the server refuses shows its reason; the others still load', async () => {
    const calls = api(async (name, query) =>
      name === 'workshops' ? { status_code: 500, result: null, error: 'Server error' } : { status_code: 200, result: reportOf(name, query), error: null },
    );
    const { storeState } = await expectSaga(loadReports, reportsActions.loadRequested(asked))
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls]])
      .put(reportsActions.reportFailed({ name: 'workshops', error: 'Server error' }))
      .run(UNTIL_DONE);
    const state = (storeState as State).reports;
    expect(state.reports.workshops).toEqual({ status: 'failed', report: null, error: 'Server error' });
    expect(state.reports.services.status).toBe('loaded');
  });

  it.each([
    [{ from: '2026-03-04', to: '2026-03-03' }, 'rangeInvalid'],
    [{ from: '2026-01-01', to: '2027-01-02' }, 'tooLong'],
    [{ from: '', to: '2026-03-03' }, 'fromMissing'],
  ] as const)('a period the server would refuse (%j) is not sent: %s', async (period, problem) => {
    const calls = api();
    const { storeState } = await expectSaga(loadReports, reportsActions.loadRequested({ ...period, workshop: '' }))
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls]])
      .put(reportsActions.periodRefused(problem))
      .run(UNTIL_DONE);
    expect(calls.getReport).not.toHaveBeenCalled();
    expect((storeState as State).reports.problem).toBe(problem);
  });
});

describe('downloading a report as CSV', () => {
  const loaded = (): State => rootReducer(undefined, reportsActions.loadRequested(asked));

  it('asks the server for the CSV of the period on screen and hands it to the browser under its name', async () => {
    const calls = api();
    const blob = new Blob(['amount,loaded,given,left\r\n']);
    calls.downloadReport.mockResolvedValue({ status_code: 200, result: { blob, type: 'text/csv', filename: 'report-pin-stock-2026-03-01-to-2026-03-03.csv' }, error: null });
    const { storeState } = await expectSaga(downloadReport, reportsActions.downloadRequested('pinStock'))
      .withReducer(rootReducer, { ...loaded(), reports: { ...loaded().reports, downloading: 'pinStock' } })
      .provide([[getContext('api'), calls], [matchers.call.fn(saveFile), undefined]])
      .call(saveFile, blob, 'report-pin-stock-2026-03-01-to-2026-03-03.csv')
      .put(reportsActions.downloadFinished())
      .run(UNTIL_DONE);
    expect(calls.downloadReport).toHaveBeenCalledWith('pinStock', { ...asked, workshop: '' }, '');
    expect((storeState as State).reports.downloading).toBeNull();
  });

  it('a refused download says so and saves nothing', async () => {
    const calls = api(undefined, async () => ({ status_code: 502, result: null, error: 'Network error' }));
    const { storeState } = await expectSaga(downloadReport, reportsActions.downloadRequested('services'))
      .withReducer(rootReducer, loaded())
      .provide([[getContext('api'), calls], [matchers.call.fn(saveFile), undefined]])
      .not.call.fn(saveFile)
      .put(reportsActions.downloadFailed('services'))
      .run(UNTIL_DONE);
    expect((storeState as State).reports.downloadFailed).toBe('services');
  });
});
