import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { FlaggedEntry } from '../../../../shared/contract/flags';
import { answer, renderPage, signIn, signOut } from '../../app/testUtils';
import { flaggedFixtures } from './fixtures';
import FlaggedPage from './FlaggedPage';

beforeEach(() => signIn());
afterEach(() => signOut());

// As the server files a near-duplicate receipt (src/server/modules/receiptFingerprints/service.ts).
const duplicate: FlaggedEntry = {
  id: 'service-12',
  kind: 'possible_duplicate_receipt',
  reason: 'Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member (4 and 6 of 64 bits apart).',
  figures: { other_transaction_code: 'ZZZZZZZZZZ', other_service_guid: '7d4c1f0e-1111-4222-8333-944455556666', same_member: false, phash_distance: 4, dhash_distance: 6, turned_degrees: 0 },
  created_date: '2026-03-01T02:00:01.000Z',
  service: { transaction_code: 'ABCDEFGHJK', workshop_id: 'TNS6001', status: 0 },
  member: { id: 5, mobile_number: '60123456789' },
  other: { transaction_code: 'ZZZZZZZZZZ', mobile_number: '60198765432' },
};

// The signed-in person, as the account's saga stores them (by the action's type: features stay apart).
const me = (role: 'agent' | 'supervisor') => ({
  type: 'carelineAccount/meLoaded',
  payload: { id: 1, email: `${role}@careline.example.com`, role, active: true, passkeys: 1, totp: false, enrolled: true, created_at: '2026-01-01T00:00:00.000Z' },
});

async function openQueue(role: 'agent' | 'supervisor', api = flaggedFixtures({ flaggedQueue: async () => answer(200, { entries: [duplicate], next: null }) })) {
  const page = await renderPage(<FlaggedPage />, { path: '/flagged', api });
  act(() => {
    page.store.dispatch(me(role));
  });
  await screen.findByRole('note');
  return { ...page, api };
}

describe('FlaggedPage', () => {
  it('words a flag in the staff’s language with its figures, links both members’ cases and offers both receipts', async () => {
    const { api } = await openQueue('agent');
    expect(api.flaggedQueue).toHaveBeenCalledWith({ kind: '', offset: 0 }, 'careline-access-1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ABCDEFGHJK · TNS6001 · Pending · Possible duplicate receipt');
    expect(screen.getByRole('note')).toHaveTextContent('Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member.');
    expect(screen.getByRole('link', { name: "Open the member's case" })).toHaveAttribute('href', '/members/60123456789');
    expect(screen.getByRole('link', { name: 'Open the case of the other service (ZZZZZZZZZZ)' })).toHaveAttribute('href', '/members/60198765432');
    expect(screen.getByText('Picture difference (pHash, of 64 bits)').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Same member').nextSibling).toHaveTextContent('No');
    expect(screen.queryByText('other_service_guid')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show receipt' })).toHaveLength(2);
    // An agent works the queue; clearing is a supervisor's.
    expect(screen.queryByRole('button', { name: 'Clear flag' })).toBeNull();
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(screen.getByRole('note')).toHaveTextContent('Kemungkinan resit pendua: ia kelihatan seperti resit servis ZZZZZZZZZZ, yang dihantar oleh ahli lain.');
      expect(screen.getByText('Ahli yang sama').nextSibling).toHaveTextContent('Tidak');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Servis yang ditanda');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('a supervisor clears a flag after confirming; cancelling clears nothing', async () => {
    const api = flaggedFixtures({
      flaggedQueue: async () => answer(200, { entries: [duplicate], next: null }),
      clearFlag: async () => answer(200, { id: 'service-12', cleared_date: '2026-03-02T00:00:00.000Z' }),
    });
    await openQueue('supervisor', api);
    fireEvent.click(screen.getByRole('button', { name: 'Clear flag' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear this flag?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.clearFlag).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear flag' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear flag' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(api.clearFlag).toHaveBeenCalledWith('service-12', 'careline-access-1');
    expect(screen.getByRole('status')).toHaveTextContent('The flag is cleared.');
    expect(screen.getByText('No open flags. Well done.')).toBeInTheDocument();
  });

  it('asks for one kind, and for the next page while there is one', async () => {
    const api = flaggedFixtures({ flaggedQueue: async () => answer(200, { entries: [duplicate], next: 1 }) });
    await openQueue('agent', api);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of flag' }), { target: { value: 'possible_duplicate_receipt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.flaggedQueue).toHaveBeenLastCalledWith({ kind: 'possible_duplicate_receipt', offset: 0 }, 'careline-access-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(api.flaggedQueue).toHaveBeenLastCalledWith({ kind: 'possible_duplicate_receipt', offset: 1 }, 'careline-access-1'));
  });
});
