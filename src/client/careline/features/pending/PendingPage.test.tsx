import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { PendingQueueItem } from '../../../../shared/contract/carelineCases';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import PendingPage from './PendingPage';

beforeEach(() => signIn());
afterEach(() => signOut());

function item(transaction_code: string, flags: PendingQueueItem['flags']): PendingQueueItem {
  return {
    transaction_code,
    workshop_id: 'TNS6001',
    workshop_name: 'Bengkel Maju Jaya',
    plate_number: 'WXY1234',
    mobile_number: '60123456789',
    oil_name: 'Quartz 7000 5W-30',
    total_bottle: 1,
    current_mileage: 7000,
    created_at: '2026-03-01T02:00:00.000Z',
    decide_by: '2026-03-06T02:00:00.000Z',
    receipt: null,
    flags,
  };
}

// Figures as the server files them (src/server/modules/receiptFingerprints/service.ts).
const duplicateOf = (other: string, created_at: string) => ({
  kind: 'possible_duplicate_receipt',
  reason: `Possible duplicate receipt: it looks like the receipt of service ${other}, submitted by another member (4 and 6 of 64 bits apart).`,
  figures: { other_transaction_code: other, other_service_guid: '7d4c1f0e-1111-4222-8333-944455556666', same_member: false, phash_distance: 4, dhash_distance: 6, turned_degrees: 0 },
  other_transaction_code: other,
  created_at,
});

describe('PendingPage', () => {
  it('words each flag in the staff’s language, linking the other service when it waits on the same page', async () => {
    const queue = {
      items: [item('ABCDEFGHJK', [duplicateOf('ZZZZZZZZZZ', '2026-03-01T02:00:01.000Z')]), item('BCDEFGHJKL', [duplicateOf('ABCDEFGHJK', '2026-03-01T03:00:01.000Z')])],
      total: 2,
      page: 1,
      pages: 1,
    };
    await renderPage(<PendingPage />, { path: '/pending', api: fixtureApi({ pendingQueue: async () => answer(200, queue) }) });
    const [first, second] = await screen.findAllByRole('note');
    expect(first).toHaveTextContent('Check before deciding: Possible duplicate receipt: it looks like the receipt of service ZZZZZZZZZZ, submitted by another member.');
    expect(within(first!).queryByRole('link')).toBeNull();
    expect(second).toHaveTextContent('Check before deciding: Possible duplicate receipt: it looks like the receipt of service ABCDEFGHJK, submitted by another member.');
    expect(within(second!).getByRole('link', { name: 'ABCDEFGHJK' })).toHaveAttribute('href', '#pending-ABCDEFGHJK');
    expect(document.getElementById('pending-ABCDEFGHJK')).toHaveTextContent(/^ABCDEFGHJK ·/);
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(screen.getAllByRole('note')[1]).toHaveTextContent('Semak sebelum memutuskan: Kemungkinan resit pendua: ia kelihatan seperti resit servis ABCDEFGHJK, yang dihantar oleh ahli lain.');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });
});
