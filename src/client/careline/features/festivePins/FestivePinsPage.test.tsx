import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { OpsCampaignPinsResult, OpsFestiveWaiting } from '../../../../shared/contract/campaigns';
import type { PinStockRow } from '../../../../shared/contract/reports';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import type { FestivePinsApi } from './api';
import FestivePinsPage from './FestivePinsPage';

beforeEach(() => signIn());
afterEach(() => signOut());

const waiting: OpsFestiveWaiting = {
  total: 3,
  by_amount: { '10': 1, '30': 2 },
  entries: [
    { id: 4, amount: 30, transaction_code: 'TXN0000004', member_mobile: '60123456789', entered_at: '2026-02-03T04:05:06.000Z' },
    { id: 5, amount: 10, transaction_code: 'TXN0000005', member_mobile: null, entered_at: '2026-02-04T04:05:06.000Z' },
  ],
};

function setup(load: ReturnType<typeof answer>) {
  let stock: PinStockRow[] = [
    { amount: 10, loaded: 4, given: 4, left: 0 },
    { amount: 30, loaded: 2, given: 2, left: 0 },
  ];
  const calls = {
    loadPins: jest.fn(async (_pins: string, _token: string) => {
      if (load.status_code === 200) stock = stock.map((row) => (row.amount === 10 ? { ...row, loaded: 6, given: 5, left: 1 } : row));
      return load;
    }),
    pinStock: jest.fn(async (period: { from: string; to: string }) => answer(200, { ...period, workshop: null, rows: stock })),
    waitingEntries: jest.fn(async () => answer(200, waiting)),
  } satisfies FestivePinsApi;
  return calls;
}

async function render(calls: ReturnType<typeof setup>) {
  await renderPage(<FestivePinsPage />, { path: '/festive-pins', api: { ...fixtureApi(), ...calls } as never });
  await screen.findByRole('table', { name: /PINs by value/ });
}

async function upload(text: string, name = 'pins.csv') {
  const input = screen.getByLabelText('CSV file of PINs');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Load PINs' }));
}

const leftOf = (value: string) => within(screen.getByRole('table', { name: /PINs by value/ })).getByRole('row', { name: new RegExp(`^${value}`) }).textContent;

describe('FestivePinsPage', () => {
  it('shows the stock by value and the entries waiting, oldest first', async () => {
    await render(setup(answer(200)));
    expect(leftOf('RM10')).toBe('RM10440');
    expect(screen.getByText('3 entries are waiting.')).toBeInTheDocument();
    expect(screen.getByText('RM30: 2 waiting')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: /The oldest first/ })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['TXN0000004RM30+601234567892026-02-03 04:05', 'TXN0000005RM10Data removed2026-02-04 04:05']);
    // Each entry's member opens their case; a removed member has none.
    expect(screen.getByRole('link', { name: '+60123456789' })).toHaveAttribute('href', '/members/60123456789');
    expect(screen.getByText('The oldest 2 are listed.')).toBeInTheDocument();
  });

  it('loads a file: says how many were added, which lines were duplicates, and shows the new stock', async () => {
    const result: OpsCampaignPinsResult = { loaded: 2, duplicates: 2, duplicate_lines: [3, 5], assigned: 1, available: { '10': 1 } };
    const calls = setup(answer(200, result));
    await render(calls);
    await upload('amount,pin\n10,AAAA0001\n10,AAAA0001\n10,AAAA0002\n10,AAAA0002\n');
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('pins.csv: 2 PINs added.');
    expect(outcome).toHaveTextContent('2 duplicates skipped (already in the pool or earlier in the file): lines 3, 5.');
    expect(outcome).toHaveTextContent('1 waiting entry got its PIN by SMS.');
    expect(calls.loadPins).toHaveBeenCalledWith('amount,pin\n10,AAAA0001\n10,AAAA0001\n10,AAAA0002\n10,AAAA0002\n', 'careline-access-1');
    await waitFor(() => expect(leftOf('RM10')).toBe('RM10651'));
    expect(calls.pinStock).toHaveBeenCalledTimes(2);
  });

  it('shows a refused file with its bad lines, in Malay too; the stock is not read again', async () => {
    const error = 'pins lines 2, 4 must be amount,pin: an amount of 30 or 10 and a PIN of 4 to 32 letters or digits; nothing was loaded';
    const calls = setup(answer(400, { bad_lines: [2, 4], bad_line_count: 2 }, error));
    await render(calls);
    await upload('10,AAAA0001\n20,BBBB0001\n10,AAAA0002\nnot a line\n', 'bad.csv');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`bad.csv was not loaded: ${error}`);
    expect(alert).toHaveTextContent('Fix these 2 lines and load the file again; nothing was added: 2, 4.');
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Betulkan 2 baris ini dan muatkan fail semula; tiada apa-apa ditambah: 2, 4.');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
    expect(calls.pinStock).toHaveBeenCalledTimes(1);
  });

  it('asks for a file before sending anything', async () => {
    const calls = setup(answer(200));
    await render(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Load PINs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(calls.loadPins).not.toHaveBeenCalled();
  });
});
