import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sessionActions } from '../../frame/session/slice';
import { GuestOnly, MemberOnly, RequireState } from './guards';
import { clearCookies, createTestStore, renderWithApp, setTokenCookies } from './testUtils';

afterEach(() => clearCookies());

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}
    </p>
  );
}

function TestRoutes() {
  return (
    <Routes>
      <Route element={<MemberOnly />}>
        <Route path="/loyalty" element={<p>dashboard</p>} />
        <Route
          path="/loyalty/service-information"
          element={
            <RequireState field="vehicle" orParam="code" fallback="/loyalty">
              <p>service page</p>
            </RequireState>
          }
        />
        <Route path="/edit-profile" element={<p>edit profile</p>} />
      </Route>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<Where />} />
        <Route
          path="/register/tac-number"
          element={
            <RequireState field="register_phone" fallback="/register">
              <p>code page</p>
            </RequireState>
          }
        />
      </Route>
      <Route path="/register" element={<p>register form</p>} />
    </Routes>
  );
}

describe('member-only pages', () => {
  it('send a guest to /login, remembering the path and its query string', () => {
    renderWithApp(<TestRoutes />, { route: '/edit-profile?mid=42&ref=abc' });
    expect(screen.getByText('at /login from /edit-profile?mid=42&ref=abc')).toBeInTheDocument();
  });

  it('open for a member (access token cookie present)', () => {
    setTokenCookies();
    renderWithApp(<TestRoutes />, { route: '/loyalty' });
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('send the member to /login as soon as the session ends', () => {
    setTokenCookies();
    const { store } = renderWithApp(<TestRoutes />, { route: '/loyalty?tab=2' });
    act(() => {
      store.dispatch(sessionActions.loggedOut());
    });
    expect(screen.getByText('at /login from /loyalty?tab=2')).toBeInTheDocument();
  });
});

describe('guest-only pages', () => {
  it('send a member to /loyalty', () => {
    setTokenCookies();
    renderWithApp(<TestRoutes />, { route: '/login' });
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('open for a guest', () => {
    renderWithApp(<TestRoutes />, { route: '/login' });
    expect(screen.getByText('at /login from nowhere')).toBeInTheDocument();
  });

  it('let a visitor who logs in on the page stay until the flow moves on', () => {
    const store = createTestStore();
    renderWithApp(<TestRoutes />, { store, route: { pathname: '/register/tac-number', state: { register_phone: '60123456789' } } });
    act(() => {
      store.dispatch(sessionActions.loggedIn({ access_token: 'a' }));
    });
    expect(screen.getByText('code page')).toBeInTheDocument();
  });
});

describe('pages that need passed state', () => {
  it('go back to the form when the state is missing', () => {
    renderWithApp(<TestRoutes />, { route: '/register/tac-number' });
    expect(screen.getByText('register form')).toBeInTheDocument();
  });

  it('open with the state', () => {
    renderWithApp(<TestRoutes />, { route: { pathname: '/register/tac-number', state: { register_phone: '60123456789' } } });
    expect(screen.getByText('code page')).toBeInTheDocument();
  });
});

describe('a page that needs passed state', () => {
  it("opens with a query parameter that stands in for it (a push notification's ?code=), and sends anyone else back", () => {
    setTokenCookies();
    const opened = renderWithApp(<TestRoutes />, { route: '/loyalty/service-information?code=7K3M9QX2VD' });
    expect(screen.getByText('service page')).toBeInTheDocument();
    opened.unmount();
    renderWithApp(<TestRoutes />, { route: '/loyalty/service-information' });
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });
});
