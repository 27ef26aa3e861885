import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { OpsAuditPage, OpsAuditQuery } from '../../../../shared/contract/audit';
import type { FetchedFile } from '../../../frame/api/download';
import { callApi } from '../../../frame/callApi';
import { saveFile } from '../../../frame/saveFile';
import { featureApi } from '../../app/featureApi';
import { auditLogCalls, type AuditLogApi } from './api';
import { auditLogActions, noFilters, selectAuditLog, type AuditFilters, type AuditLogState } from './slice';
import { refusalText } from '../../app/refusalText';

/** An email alone names a careline person, as the log writes them. */
const EMAIL = /^[^\s:@]+@[^\s:@]+$/;

/** Who acted, as the log names them: an email is a careline person's; anything else as typed. */
export function actorOf(person: string): string {
  const typed = person.trim();
  return EMAIL.test(typed) ? `careline:${typed.toLowerCase()}` : typed;
}

/** The server's query of the filters typed; an empty filter is left out. The server checks each. */
export function queryOf(filters: AuditFilters): OpsAuditQuery {
  const query: OpsAuditQuery = { actor: actorOf(filters.person), member: filters.member.trim(), action: filters.action, from: filters.from, to: filters.to };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as OpsAuditQuery;
}

function* loadPage(filters: AuditFilters, before: number | null) {
  const api: AuditLogApi = yield* featureApi(auditLogCalls);
  const query = before === null ? queryOf(filters) : { ...queryOf(filters), before: String(before) };
  const res: Envelope<OpsAuditPage> = yield* callApi(api.listAudit, query);
  if (res.status_code === 200 && res.result) yield put(auditLogActions.pageLoaded({ page: res.result, append: before !== null }));
  else yield put(auditLogActions.failed(refusalText(res)));
}

/** The newest entries the filters match; new filters replace a read still under way. */
export function* searchAudit(action: PayloadAction<AuditFilters>) {
  yield* loadPage(action.payload, null);
}

/** The next older page of the same filters (keyset: `before` the last entry on screen). */
export function* loadMore() {
  const { asked, next, member }: AuditLogState = yield select(selectAuditLog);
  if (!asked || next === null) {
    // Nothing older: the page on screen stays as it is.
    yield put(auditLogActions.pageLoaded({ page: { entries: [], next: null, member }, append: true }));
    return;
  }
  yield* loadPage(asked, next);
}

/** Every entry the filters on screen match, as the server's CSV, saved by the browser. */
export function* downloadAudit() {
  const { asked }: AuditLogState = yield select(selectAuditLog);
  const api: AuditLogApi = yield* featureApi(auditLogCalls);
  const res: Envelope<FetchedFile> = yield* callApi(api.downloadAudit, queryOf(asked ?? noFilters));
  if (res.status_code !== 200 || !res.result) {
    yield put(auditLogActions.downloadFailed(refusalText(res)));
    return;
  }
  yield call(saveFile, res.result.blob, res.result.filename ?? 'audit.csv');
  yield put(auditLogActions.downloadFinished());
}

export default function* watchAuditLog() {
  yield takeLatest([auditLogActions.searchRequested.type, auditLogActions.moreRequested.type], function* (action: PayloadAction<AuditFilters | undefined>) {
    if (auditLogActions.searchRequested.match(action)) yield* searchAudit(action);
    else yield* loadMore();
  });
  yield takeLeading(auditLogActions.downloadRequested.type, downloadAudit);
}
