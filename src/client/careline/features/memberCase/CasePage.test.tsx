import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { MemberCase } from '../../../../shared/contract/carelineCases';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import CasePage from './CasePage';
import { memberCase } from './fixtures';

beforeEach(() => signIn());
afterEach(() => signOut());

function open(shown: MemberCase = memberCase()) {
  const api = fixtureApi({
    openCase: async () => answer(200, shown),
    releasePlate: async () => answer(200, { plate_number: 'VBA1234', history_kept: false }),
    fetchFile: async () => answer(200, { blob: new Blob(['x'], { type: 'image/jpeg' }), type: 'image/jpeg' }),
  });
  return renderPage(<CasePage />, { path: '/members/:mobile', url: '/members/60123456789', api });
}

describe('CasePage', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:receipt-1');
  });

  it('shows the whole case: profile, cars with services and flags, inbox and audit trail', async () => {
    const { api } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Nurhaliza' })).toBeInTheDocument();
    expect(api.openCase).toHaveBeenCalledWith('60123456789', 'careline-access-1');
    expect(screen.getByRole('heading', { name: '1 vehicle' })).toBeInTheDocument();
    expect(screen.getByText(/WXY1234 · Perodua Myvi/)).toBeInTheDocument();
    expect(screen.getByText('Rejected automatically after 2026-03-06 02:00 UTC unless decided')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Check before deciding: Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member.');
    // Another member's service is not on this case: its code is named, not linked.
    expect(within(screen.getByRole('note')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Inbox (1 message)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('member.verified')).toBeInTheDocument();
  });

  it('words a flag in the staff’s language and links the member’s other service it names', async () => {
    const shown = memberCase();
    const services = shown.vehicles[0]!.cycles[0]!.services;
    services.push({
      ...services[0]!,
      transaction_code: 'BCDEFGHJKL',
      current_mileage: 3000,
      receipt: null,
      flags: [
        {
          kind: 'mileage_below_recorded',
          reason: 'The mileage, 3,000 km, is below the 7,000 km of the car’s service ABCDEFGHJK.',
          figures: { mileage: 3000, recorded_mileage: 7000, recorded_in: 'ABCDEFGHJK' },
          other_transaction_code: null,
          created_at: '2026-03-02T02:00:01.000Z',
        },
      ],
    });
    await open(shown);
    await screen.findByRole('heading', { level: 1, name: 'Siti Nurhaliza' });
    const note = screen.getAllByRole('note')[1]!;
    expect(note).toHaveTextContent('Check before deciding: The mileage, 3,000 km, is below the 7,000 km of the car’s service ABCDEFGHJK.');
    expect(within(note).getByRole('link', { name: 'ABCDEFGHJK' })).toHaveAttribute('href', '#service-ABCDEFGHJK');
    expect(document.getElementById('service-ABCDEFGHJK')).toHaveTextContent(/^ABCDEFGHJK ·/);
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(screen.getAllByRole('note')[1]).toHaveTextContent('Semak sebelum memutuskan: Perbatuan 3,000 km lebih rendah daripada 7,000 km pada servis ABCDEFGHJK bagi kereta ini.');
      expect(screen.getAllByRole('note')[0]).toHaveTextContent('Semak sebelum memutuskan: Kemungkinan resit pendua: ia kelihatan seperti resit servis ZZZZZZZZZZ, yang dihantar oleh ahli lain.');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('loads the receipt inline with the session', async () => {
    const { api } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Show receipt' }));
    expect(await screen.findByRole('img', { name: 'Receipt of service ABCDEFGHJK' })).toHaveAttribute('src', 'blob:receipt-1');
    expect(api.fetchFile).toHaveBeenCalledWith('/api/ops/services/ABCDEFGHJK/receipt', {}, 'careline-access-1');
  });

  it('releases a plate only after the confirmation', async () => {
    const { api } = await open();
    fireEvent.change(await screen.findByLabelText('Plate number'), { target: { value: 'vba 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Release plate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Release plate VBA1234 from the other account, so this member can add it? Both members are told in their inbox.');
    expect(api.releasePlate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The plate is released: the member can now add it under My Vehicles.')).toBeInTheDocument();
    expect(api.releasePlate).toHaveBeenCalledWith('60123456789', 'VBA1234', 'careline-access-1');
    await waitFor(() => expect(api.openCase).toHaveBeenCalledTimes(2));
  });
});
