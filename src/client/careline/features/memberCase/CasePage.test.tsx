import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { MemberCase } from '../../../../shared/contract/carelineCases';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import CasePage from './CasePage';
import { memberCase } from './fixtures';
import { saveFile } from '../../../frame/saveFile';
import type { CarelineRole } from '../../../../shared/contract/careline';

jest.mock('../../../frame/saveFile', () => ({ saveFile: jest.fn() }));

beforeEach(() => signIn());
afterEach(() => signOut());

const zip = new Blob(['PK'], { type: 'application/zip' });

function open(shown: MemberCase = memberCase(), role: CarelineRole = 'supervisor') {
  const api = fixtureApi({
    openCase: async () => answer(200, shown),
    releasePlate: async () => answer(200, { plate_number: 'VBA1234', history_kept: false }),
    fetchFile: async (path) =>
      path.endsWith('/export')
        ? answer(200, { blob: zip, type: 'application/zip', filename: 'member-60123456789-2026-03-02.zip' })
        : answer(200, { blob: new Blob(['x'], { type: 'image/jpeg' }), type: 'image/jpeg' }),
  });
  return renderPage(<CasePage />, { path: '/members/:mobile', url: '/members/60123456789', api, role });
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
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('Check before deciding: Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member.');
    // Another member's service is not on this case: its code is named, not linked.
    expect(within(screen.getAllByRole('note')[0]!).queryByRole('link')).toBeNull();
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

  it('shows an agent no account changes, only what they may do', async () => {
    await open(memberCase(), 'agent');
    await screen.findByRole('heading', { level: 1, name: 'Siti Nurhaliza' });
    expect(screen.getByText(/are a supervisor's: ask one when the member needs them/)).toBeInTheDocument();
    for (const name of ['Release plate', 'Send code to the new number', 'Download the data (.zip)', 'Remove personal data']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Personal data (PDPA)' })).toBeNull();
    // Deciding a pending service is an agent's.
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('downloads the member’s data as the zip the server named', async () => {
    const { api } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download the data (.zip)' }));
    expect(await screen.findByText('The member\'s data is downloaded. Send it to the member only as they asked.')).toBeInTheDocument();
    expect(api.fetchFile).toHaveBeenCalledWith('/api/ops/members/60123456789/export', {}, 'careline-access-1');
    expect(saveFile).toHaveBeenCalledWith(zip, 'member-60123456789-2026-03-02.zip');
  });

  it('removes the member’s personal data only once the number is typed, then shows the outcome instead of the case', async () => {
    const { api } = await open();
    const field = await screen.findByLabelText('Type the member\'s number, +60123456789, to confirm');
    fireEvent.change(field, { target: { value: '60123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove personal data' }));
    expect(await screen.findByText('Type the number as shown: +60123456789')).toBeInTheDocument();
    expect(api.removeMember).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '+60 12-345 6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove personal data' }));
    expect(await screen.findByText(/The personal data of \+60123456789 is removed/)).toBeInTheDocument();
    expect(api.removeMember).toHaveBeenCalledWith('60123456789', 'careline-access-1');
    expect(screen.queryByRole('heading', { level: 1, name: 'Siti Nurhaliza' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find another member' })).toHaveAttribute('href', '/members');
    expect(api.openCase).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal of a removal and keeps the case', async () => {
    const { api } = await open();
    api.removeMember.mockResolvedValueOnce(answer(404, null, 'No member has this number'));
    fireEvent.change(await screen.findByLabelText('Type the member\'s number, +60123456789, to confirm'), { target: { value: '60123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove personal data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has this number');
    expect(screen.getByRole('heading', { level: 1, name: 'Siti Nurhaliza' })).toBeInTheDocument();
  });

  it('words the PDPA card in Malay too', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Personal data (PDPA)' });
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(screen.getByRole('heading', { name: 'Data peribadi (PDPA)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Padam data peribadi' })).toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });
});
