import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { LogoutConfirmProvider } from './LogoutConfirm';
import { clearCookies, fixtureApi, createTestStore, renderWithApp, setTokenCookies } from '../testUtils';


afterEach(() => clearCookies());

function memberStore() {
  setTokenCookies('access-1');
  const logout = jest.fn(async () => ({ status_code: 200, result: null, error: null }));
  const navigate = jest.fn();
  const store = createTestStore({ api: fixtureApi({ logout }), navigate });
  return { store, logout, navigate };
}

describe('logout confirmation', () => {
  it('asks before logging out, and No keeps the member logged in', () => {
    const { store, logout } = memberStore();
    renderWithApp(
      <LogoutConfirmProvider>
        <Header onOpenMenu={() => undefined} />
      </LogoutConfirmProvider>,
      { store },
    );

    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });

  it('YES logs out: the session ends and the member goes to /login', async () => {
    const { store, logout, navigate } = memberStore();
    renderWithApp(
      <LogoutConfirmProvider>
        <Header onOpenMenu={() => undefined} />
      </LogoutConfirmProvider>,
      { store },
    );

    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'YES' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(logout).toHaveBeenCalledWith('access-1');
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('access_token=');
    // The header turns to the guest's once the logout has settled.
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('Esc closes the question without logging out', () => {
    const { store } = memberStore();
    renderWithApp(
      <LogoutConfirmProvider>
        <SideMenu open onClose={() => undefined} />
      </LogoutConfirmProvider>,
      { store },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('idle');
  });
});

describe('header', () => {
  it('shows Login to a guest and the unread count to a member', async () => {
    renderWithApp(<Header onOpenMenu={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    clearCookies();

    setTokenCookies();
    const message = (id: number, isRead: boolean) => ({ id, subject: 'a', message: 'a', created_date: '2026-01-01', is_read: isRead, sender: 'Quartz' });
    // The member's store starts by fetching the inbox: the header shows the server's count.
    const api = fixtureApi({}, { notifications: [message(1, false), message(2, true), message(3, false)] });
    const store = createTestStore({ api });
    renderWithApp(<Header onOpenMenu={() => undefined} />, { store });
    expect(await screen.findByRole('link', { name: 'Inbox, 2 unread messages' })).toHaveAttribute('href', '/inbox');
    expect(api.getNotifications).toHaveBeenCalled();
  });
});
