import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, fixtureApi, renderPage, signIn, signOut } from '../../app/testUtils';
import CasePage from './CasePage';
import { memberCase } from './fixtures';

beforeEach(() => signIn());
afterEach(() => signOut());

function open() {
  const api = fixtureApi({
    openCase: async () => answer(200, memberCase()),
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
    expect(screen.getByRole('note')).toHaveTextContent('Check before deciding: Looks like the receipt of another service (other service: ZZZZZZZZZZ)');
    expect(screen.getByRole('heading', { name: 'Inbox (1 message)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('member.verified')).toBeInTheDocument();
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
