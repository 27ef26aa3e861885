import { buffers, eventChannel, type EventChannel, type TakeableChannel } from 'redux-saga';
import { call, delay, getContext, race, select, take, type Effect, type SagaReturnType } from 'redux-saga/effects';
import { clientErrorLimits, type ClientErrorEntry, type ClientErrorReport } from '../../../shared/contract/errorReports';
import type { Api } from '../../member/api';
import type { BackgroundPaused } from '../backgroundPause';
import { getApi } from '../callApi';
import { now } from '../clock';
import { appStarted } from '../events';
import { onClientError } from './errorCapture';

export interface TransportLimits {
  /** Entries wait this long for company before they are sent together. */
  batchWindowMs: number;
  /** A batch leaves at once when it has this many entries. */
  batchMax: number;
  /** At most this many reports per `rateWindowMs`; entries beyond are counted, not sent. */
  reportsPerWindow: number;
  rateWindowMs: number;
}

export const transportLimits: TransportLimits = {
  batchWindowMs: 3000,
  batchMax: 10,
  reportsPerWindow: 5,
  rateWindowMs: 60_000,
};

/** Identical errors (an error in a render loop) travel once, with how many there were. */
export function mergeDuplicates(entries: ClientErrorEntry[]): ClientErrorEntry[] {
  const merged = new Map<string, ClientErrorEntry>();
  for (const entry of entries) {
    const key = `${entry.source}\u0000${entry.message}`;
    const seen = merged.get(key);
    if (seen) seen.count = (seen.count ?? 1) + (entry.count ?? 1);
    else merged.set(key, { ...entry, count: entry.count ?? 1 });
  }
  return [...merged.values()].slice(0, clientErrorLimits.entriesPerReport);
}

/** The page's client errors as a channel; a burst while a report is on its way waits in the buffer. */
export function clientErrorChannel(): EventChannel<ClientErrorEntry> {
  return eventChannel((emit) => onClientError(emit), buffers.sliding(50));
}

/**
 * The log transport: batches entries, keeps to its own rate limit (what it cannot send it counts,
 * and the next report says how many were dropped), sends nothing during a support replay.
 */
export function* runErrorTransport(
  source: TakeableChannel<ClientErrorEntry>,
  paused: BackgroundPaused,
  limits: TransportLimits = transportLimits,
): Generator<Effect, void, any> {
  const api: Api = yield* getApi();
  const sentAt: number[] = [];
  let dropped = 0;
  while (true) {
    const batch: ClientErrorEntry[] = [yield take(source)];
    const opened: number = yield call(now);
    while (batch.length < limits.batchMax) {
      const current: number = yield call(now);
      const waited = current - opened;
      if (waited >= limits.batchWindowMs) break;
      const { entry }: { entry?: ClientErrorEntry } = yield race({ entry: take(source), timeout: delay(limits.batchWindowMs - waited) });
      if (!entry) break;
      batch.push(entry);
    }

    const at: number = yield call(now);
    while (sentAt.length > 0 && at - sentAt[0] >= limits.rateWindowMs) sentAt.shift();
    const holding: boolean = yield select(paused);
    if (holding || sentAt.length >= limits.reportsPerWindow) {
      dropped += batch.length;
      continue;
    }
    sentAt.push(at);
    const report: ClientErrorReport = { entries: mergeDuplicates(batch), ...(dropped > 0 ? { dropped } : {}) };
    const res: SagaReturnType<Api['reportClientErrors']> = yield call(api.reportClientErrors, report);
    // A refused report is lost like a dropped one; the next one says so.
    dropped = res.status_code === 200 ? 0 : dropped + batch.length;
  }
}

export function* watchClientErrors(paused: BackgroundPaused) {
  const replay: boolean | undefined = yield getContext('replay');
  if (replay) return;
  yield take(appStarted.type);
  const source: EventChannel<ClientErrorEntry> = yield call(clientErrorChannel);
  try {
    yield call(runErrorTransport, source, paused);
  } finally {
    source.close();
  }
}
