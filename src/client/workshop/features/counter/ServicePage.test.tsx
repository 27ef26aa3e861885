import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { answer, counterService, fixtureApi, renderPage, verifyResult } from '../../app/testUtils';
import ServicePage from './ServicePage';

beforeAll(() => {
  // jsdom has no object URLs; the page only needs an address for the receipt's bytes.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:receipt-1'), revokeObjectURL: jest.fn() });
});

function open(api = fixtureApi()) {
  return renderPage(<ServicePage />, { path: '/service/:code', url: '/service/AB3DE6GH9K', api });
}

describe('ServicePage', () => {
  it('shows the member, the car, the oil, the mileage, the status and the receipt; no flags when the server sends none', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Service AB3 DE6 GH9K' })).toBeInTheDocument();
    expect(screen.getByText('Aisyah · 60123***789')).toBeInTheDocument();
    expect(screen.getByText('WXY1234')).toBeInTheDocument();
    expect(screen.getByText('Quartz 9000 Energy 0W-40 · 1 bottle')).toBeInTheDocument();
    expect(screen.getByText('45,210 km')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The receipt of service AB3DE6GH9K' })).toHaveAttribute('src', 'blob:receipt-1');
    expect(screen.queryByText('Check before you verify')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Free bottle/)).not.toBeInTheDocument();
  });

  it('shows the server’s reason for a kind it does not know, above VERIFY', async () => {
    const flagged = counterService({
      flags: [
        { kind: 'receipt_seen_before', reason: 'This receipt looks like one submitted for service QW3ER5TY7U', figures: { distance: 4 } },
        { kind: 'mileage_jump', reason: 'The mileage is 38,000 km more than the last service, 20 days ago' },
      ],
    });
    await open(fixtureApi({ getService: jest.fn(async () => answer(200, flagged)) }));
    const flags = await screen.findByRole('alert');
    expect(within(flags).getByRole('heading', { name: 'Check before you verify' })).toBeInTheDocument();
    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This receipt looks like one submitted for service QW3ER5TY7U',
      'The mileage is 38,000 km more than the last service, 20 days ago',
    ]);
    const verify = screen.getByRole('button', { name: 'VERIFY' });
    expect(flags.compareDocumentPosition(verify) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('words the flags it knows from their kind and figures in the staff’s language, the other service as plain text', async () => {
    const flagged = counterService({
      flags: [
        {
          kind: 'possible_duplicate_receipt',
          reason: 'Possible duplicate receipt: it looks like the receipt of service QW3ER5TY7U, submitted by another member (4 and 6 of 64 bits apart).',
          figures: { other_transaction_code: 'QW3ER5TY7U', other_service_guid: '7d4c1f0e-1111-4222-8333-944455556666', same_member: false, phash_distance: 4, dhash_distance: 6, turned_degrees: 0 },
        },
        { kind: 'mileage_below_recorded', reason: 'The mileage, 30,000 km, is below the 60,000 km the car was registered with.', figures: { mileage: 30000, recorded_mileage: 60000, recorded_in: null } },
      ],
    });
    await open(fixtureApi({ getService: jest.fn(async () => answer(200, flagged)) }));
    const items = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);
    await screen.findByRole('alert');
    expect(items()).toEqual([
      'Possible duplicate receipt: it looks like the receipt of service QW3ER5TY7U, submitted by another member.',
      'The mileage, 30,000 km, is below the 60,000 km the car was registered with.',
    ]);
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
    try {
      await act(async () => {
        await i18n.changeLanguage('ms');
      });
      expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Semak sebelum anda mengesahkan' })).toBeInTheDocument();
      expect(items()).toEqual([
        'Kemungkinan resit pendua: ia kelihatan seperti resit servis QW3ER5TY7U, yang dihantar oleh ahli lain.',
        'Perbatuan 30,000 km lebih rendah daripada 60,000 km semasa kereta ini didaftarkan.',
      ]);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('verifies after the confirm, then says to hand over the free bottle free of charge', async () => {
    const free = counterService({ free_oil: true });
    const api = fixtureApi({ getService: jest.fn(async () => answer(200, free)), verify: jest.fn(async () => answer(200, verifyResult(free))) });
    await open(api);
    expect(await screen.findByText('Free bottle: hand over 1 × Quartz 9000 Energy 0W-40 free of charge')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(api.verify).not.toHaveBeenCalled();
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText('Verify service AB3 DE6 GH9K for WXY1234? The member is told at once.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'YES, VERIFY' }));
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(api.verify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem').textContent).toBe('1 × Quartz 9000 Energy 0W-40 free of charge');
    expect(screen.getByRole('link', { name: 'SCAN THE NEXT' })).toHaveAttribute('href', '/counter');
    expect(screen.queryByRole('button', { name: 'VERIFY' })).not.toBeInTheDocument();
  });

  it('rejects with “other” only with the staff member’s own words, sent as written', async () => {
    const api = fixtureApi();
    await open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'REJECT' }));
    fireEvent.click(screen.getByRole('button', { name: 'REJECT SERVICE' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.click(screen.getByRole('button', { name: 'REJECT SERVICE' }));
    expect(await screen.findByText('Please describe the reason')).toBeInTheDocument();
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Describe the reason'), { target: { value: '  The receipt is for a tyre  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'REJECT SERVICE' }));
    expect(await screen.findByText('Reason: The receipt is for a tyre')).toBeInTheDocument();
    expect(api.reject).toHaveBeenCalledWith('AB3DE6GH9K', { reason_code: 'other', reason_text: 'The receipt is for a tyre' }, '');
  });

  it('says so when the code is not this workshop’s', async () => {
    await open(fixtureApi({ getService: jest.fn(async () => answer(404, null, 'Service not found')) }));
    expect(await screen.findByText(/^Service not found\. Check the Service ID/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to scanning' })).toHaveAttribute('href', '/counter');
  });
});
