import { screen, waitFor } from '@testing-library/react';
import { createTestStore, renderWithApp, fixtureApi } from '../../app/testUtils';
import SubscribePage from './SubscribePage';

describe('/subscribe', () => {
  it('unsubscribes the address of the link on load and says so', async () => {
    const api = fixtureApi();
    const store = createTestStore({ api });
    renderWithApp(<SubscribePage />, { store, route: '/subscribe?email=siti%2Bnews%40example.com' });
    expect(screen.getByRole('heading', { name: 'You have been successfully unsubscribed.' })).toBeInTheDocument();
    expect(screen.getByText(/siti\+news@example\.com/)).toBeInTheDocument();
    await waitFor(() => expect(api.setMailSubscription).toHaveBeenCalledWith('siti+news@example.com', false));
    expect(api.setMailSubscription).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(store.getState().subscribe.status).toBe('succeeded'));
  });

  it('shows the text even when the call fails, as the answer is not shown', async () => {
    const api = fixtureApi({ setMailSubscription: jest.fn(async () => ({ status_code: 502, result: null, error: 'Network error' })) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<SubscribePage />, { store: createTestStore({ api }), route: '/subscribe?email=siti%40example.com' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'You have been successfully unsubscribed.' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('calls nothing and says the link is incomplete without an email', () => {
    const api = fixtureApi();
    renderWithApp(<SubscribePage />, { store: createTestStore({ api }), route: '/subscribe' });
    expect(screen.getByRole('heading', { name: /This unsubscribe link is incomplete/ })).toBeInTheDocument();
    expect(screen.queryByText('You have been successfully unsubscribed.')).not.toBeInTheDocument();
    expect(api.setMailSubscription).not.toHaveBeenCalled();
  });
});
