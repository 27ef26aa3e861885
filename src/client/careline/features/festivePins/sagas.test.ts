import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';
import type { OpsCampaignPinsResult, OpsFestiveWaiting } from '../../../../shared/contract/campaigns';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Report } from '../../../../shared/contract/reports';
import { now } from '../../../frame/clock';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { FestivePinsApi } from './api';
import { loadFestivePins, stockPeriod, uploadPins } from './sagas';
import festivePins, { festivePinsActions, initialFestivePinsState, type FestivePinsState } from './slice';

type State = { festivePins: FestivePinsState };
const rootReducer = combineReducers({ festivePins }) as unknown as (state: State | undefined, action: { type: string }) => State;

const stock = [
  { amount: 10, loaded: 4, given: 1, left: 3 },
  { amount: 30, loaded: 0, given: 0, left: 0 },
];
const waiting: OpsFestiveWaiting = { total: 1, by_amount: { '30': 1 }, entries: [{ id: 4, amount: 30, transaction_code: 'TXN0000004', member_mobile: '60123456789', entered_at: '2026-02-03T04:05:06.000Z' }] };

function api(load?: Envelope<OpsCampaignPinsResult>) {
  return {
    loadPins: jest.fn(async (_pins: string, _token: string) => load ?? { status_code: 500, result: null, error: 'Server error' }),
    pinStock: jest.fn(
      async (period: { from: string; to: string }, _token: string): Promise<Envelope<Report<'pinStock'>>> => ({ status_code: 200, result: { ...period, workshop: null, rows: stock }, error: null }),
    ),
    waitingEntries: jest.fn(async (_token: string): Promise<Envelope<OpsFestiveWaiting>> => ({ status_code: 200, result: waiting, error: null })),
  } satisfies FestivePinsApi;
}

// 2026-03-10 01:00 in Malaysia is still 9 March in UTC.
const AT = Date.parse('2026-03-09T17:00:00Z');

describe('the stock and the waiting entries', () => {
  it('reads the stock of the last 366 Malaysian days and the entries waiting, side by side', async () => {
    const calls = api();
    const { storeState } = await expectSaga(loadFestivePins)
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls], [matchers.call.fn(now), AT]])
      .run(UNTIL_DONE);
    expect(stockPeriod(AT)).toEqual({ from: '2025-03-10', to: '2026-03-10' });
    expect(calls.pinStock).toHaveBeenCalledWith({ from: '2025-03-10', to: '2026-03-10' }, '');
    expect((storeState as State).festivePins).toMatchObject({ stock: { status: 'loaded', data: stock }, waiting: { status: 'loaded', data: waiting } });
  });

  it('shows either part’s failure on its own', async () => {
    const calls = { ...api(), waitingEntries: jest.fn(async () => ({ status_code: 403, result: null, error: 'Your role cannot do this: it needs a supervisor' })) };
    const { storeState } = await expectSaga(loadFestivePins).withReducer(rootReducer).provide([[getContext('api'), calls]]).run(UNTIL_DONE);
    expect((storeState as State).festivePins).toMatchObject({
      stock: { status: 'loaded' },
      waiting: { status: 'failed', error: 'Your role cannot do this: it needs a supervisor' },
    });
  });
});

describe('loading a file of PINs', () => {
  const file = { name: 'pins.csv', text: 'amount,pin\n10,AAAA0001\n10,AAAA0001\n' };

  it('sends the file’s text, shows what was added and skipped, then reads the stock and the waiting again', async () => {
    const result: OpsCampaignPinsResult = { loaded: 1, duplicates: 1, duplicate_lines: [3], assigned: 0, available: { '10': 4 } };
    const calls = api({ status_code: 200, result, error: null });
    const { storeState } = await expectSaga(uploadPins, festivePinsActions.uploadRequested(file))
      .withReducer(rootReducer, { festivePins: { ...initialFestivePinsState, upload: { ...initialFestivePinsState.upload, status: 'sending', fileName: 'pins.csv' } } })
      .provide([[getContext('api'), calls]])
      .put(festivePinsActions.loadRequested())
      .run(UNTIL_DONE);
    expect(calls.loadPins).toHaveBeenCalledWith(file.text, '');
    expect((storeState as State).festivePins.upload).toEqual({ status: 'loaded', fileName: 'pins.csv', result, error: null, refusal: null });
  });

  it('shows a refused file with the lines the server named, and reads nothing again', async () => {
    const error = 'pins lines 3, 6 must be amount,pin: an amount of 30 or 10 and a PIN of 4 to 32 letters or digits; nothing was loaded';
    const calls = api({ status_code: 400, result: { bad_lines: [3, 6], bad_line_count: 2 } as never, error });
    const { storeState } = await expectSaga(uploadPins, festivePinsActions.uploadRequested(file))
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls]])
      .not.put(festivePinsActions.loadRequested())
      .run(UNTIL_DONE);
    expect((storeState as State).festivePins.upload).toMatchObject({ status: 'refused', error, refusal: { bad_lines: [3, 6], bad_line_count: 2 } });
  });

  it('a refusal without lines (no PIN line at all) shows the message alone', async () => {
    const calls = api({ status_code: 400, result: null, error: 'pins must hold at least one line of amount,pin' });
    const { storeState } = await expectSaga(uploadPins, festivePinsActions.uploadRequested({ name: 'empty.csv', text: '' }))
      .withReducer(rootReducer)
      .provide([[getContext('api'), calls]])
      .run(UNTIL_DONE);
    expect((storeState as State).festivePins.upload).toMatchObject({ status: 'refused', refusal: null, error: 'pins must hold at least one line of amount,pin' });
  });
});
