import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';
import type { AuditLogEntry, OpsAuditPage, OpsAuditQuery } from '../../../../shared/contract/audit';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { FetchedFile } from '../../../frame/api/download';
import { saveFile } from '../../../frame/saveFile';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { AuditLogApi } from './api';
import { actorOf, downloadAudit, loadMore, queryOf, searchAudit } from './sagas';
import auditLog, { auditLogActions, initialAuditLogState, noFilters, type AuditLogState } from './slice';

type State = { auditLog: AuditLogState };
const rootReducer = combineReducers({ auditLog }) as unknown as (state: State | undefined, action: { type: string }) => State;

const entry = (id: number, action = 'case.opened'): AuditLogEntry => ({
  id,
  created_at: `2026-11-2${id % 10}T08:00:00.000Z`,
  actor: 'careline:aisyah@example.com',
  action,
  subject: 'member:7',
  details: null,
});

function api(pages: Envelope<OpsAuditPage>[] = [], file?: Envelope<FetchedFile>) {
  const answers = [...pages];
  return {
    listAudit: jest.fn(async (_query: OpsAuditQuery, _token: string) => answers.shift() ?? { status_code: 500, result: null, error: 'Server error' }),
    downloadAudit: jest.fn(async (_query: OpsAuditQuery, _token: string) => file ?? { status_code: 500, result: null, error: 'Server error' }),
  } satisfies AuditLogApi;
}

const filters = { person: ' Aisyah@Example.com ', member: '60123456789', action: 'case.opened', from: '2026-11-01', to: '2026-11-30' };

describe('the query of the filters', () => {
  it('names a careline person by their email, leaves other people as typed, and leaves out empty filters', () => {
    expect(actorOf('Aisyah@Example.com')).toBe('careline:aisyah@example.com');
    expect(actorOf('system')).toBe('system');
    expect(actorOf('workshop:')).toBe('workshop:');
    expect(actorOf('careline:nurul@example.com')).toBe('careline:nurul@example.com');
    expect(queryOf(filters)).toEqual({ actor: 'careline:aisyah@example.com', member: '60123456789', action: 'case.opened', from: '2026-11-01', to: '2026-11-30' });
    expect(queryOf({ ...noFilters, action: 'careline.' })).toEqual({ action: 'careline.' });
  });
});

describe('reading the log', () => {
  it('reads the newest page of the filters and keeps where the next one starts', async () => {
    const calls = api([{ status_code: 200, result: { entries: [entry(9), entry(8)], next: 8, member: 'member:7' }, error: null }]);
    const { storeState } = await expectSaga(searchAudit, auditLogActions.searchRequested(filters))
      .withReducer(rootReducer, { auditLog: { ...initialAuditLogState, asked: filters, status: 'loading' } })
      .provide([[getContext('api'), calls]])
      .run(UNTIL_DONE);
    expect(calls.listAudit).toHaveBeenCalledWith(queryOf(filters), '');
    expect((storeState as State).auditLog).toMatchObject({ status: 'loaded', entries: [entry(9), entry(8)], next: 8, member: 'member:7' });
  });

  it('reads older entries before the last one on screen and adds them below', async () => {
    const calls = api([{ status_code: 200, result: { entries: [entry(7)], next: null, member: null }, error: null }]);
    const state: AuditLogState = { ...initialAuditLogState, asked: noFilters, status: 'loaded', entries: [entry(9), entry(8)], next: 8, loadingMore: true };
    const { storeState } = await expectSaga(loadMore)
      .withReducer(rootReducer, { auditLog: state })
      .provide([[getContext('api'), calls]])
      .run(UNTIL_DONE);
    expect(calls.listAudit).toHaveBeenCalledWith({ before: '8' }, '');
    expect((storeState as State).auditLog).toMatchObject({ entries: [entry(9), entry(8), entry(7)], next: null, loadingMore: false });
  });

  it('shows the server’s refusal of a filter, which names it', async () => {
    const error = 'member must be a mobile number (digits with country code) or member:<id>';
    const calls = api([{ status_code: 400, result: null, error }]);
    const { storeState } = await expectSaga(searchAudit, auditLogActions.searchRequested({ ...noFilters, member: 'abc' }))
      .withReducer(rootReducer, { auditLog: { ...initialAuditLogState, status: 'loading' } })
      .provide([[getContext('api'), calls]])
      .run(UNTIL_DONE);
    expect(calls.listAudit).toHaveBeenCalledWith({ member: 'abc' }, '');
    expect((storeState as State).auditLog).toMatchObject({ status: 'failed', error, entries: [] });
  });

  it('keeps the entries on screen when older ones cannot be read', async () => {
    const calls = api([]);
    const state: AuditLogState = { ...initialAuditLogState, asked: noFilters, status: 'loaded', entries: [entry(9)], next: 9, loadingMore: true };
    const { storeState } = await expectSaga(loadMore).withReducer(rootReducer, { auditLog: state }).provide([[getContext('api'), calls]]).run(UNTIL_DONE);
    expect((storeState as State).auditLog).toMatchObject({ status: 'loaded', entries: [entry(9)], loadingMore: false, error: 'Server error' });
  });
});

describe('downloading the CSV', () => {
  it('asks for the filters on screen and saves the file under the server’s name', async () => {
    const blob = new Blob(['id,created_at,actor,action,subject,details\r\n']);
    const calls = api([], { status_code: 200, result: { blob, type: 'text/csv', filename: 'audit-2026-11-27.csv' }, error: null });
    const { storeState } = await expectSaga(downloadAudit)
      .withReducer(rootReducer, { auditLog: { ...initialAuditLogState, asked: filters, status: 'loaded', downloading: true } })
      .provide([[getContext('api'), calls], [matchers.call.fn(saveFile), undefined]])
      .call(saveFile, blob, 'audit-2026-11-27.csv')
      .put(auditLogActions.downloadFinished())
      .run(UNTIL_DONE);
    expect(calls.downloadAudit).toHaveBeenCalledWith(queryOf(filters), '');
    expect((storeState as State).auditLog.downloading).toBe(false);
  });

  it('shows why a download was refused and saves nothing', async () => {
    const error = 'More than 50000 entries match: narrow the period or the filters';
    const calls = api([], { status_code: 400, result: null, error });
    const { storeState } = await expectSaga(downloadAudit)
      .withReducer(rootReducer, { auditLog: { ...initialAuditLogState, asked: noFilters, downloading: true } })
      .provide([[getContext('api'), calls], [matchers.call.fn(saveFile), undefined]])
      .not.call.fn(saveFile)
      .run(UNTIL_DONE);
    expect((storeState as State).auditLog).toMatchObject({ downloading: false, downloadError: error });
  });
});
