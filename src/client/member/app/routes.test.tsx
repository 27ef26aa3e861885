import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useRoutes, type Location } from 'react-router-dom';
import { appRoutes, scrollKey } from './routes';
import { clearCookies, renderWithApp, setTokenCookies } from './testUtils';

afterEach(() => clearCookies());

function renderAt(path: string) {
  const router: { location: Location | null } = { location: null };
  function App() {
    router.location = useLocation();
    return useRoutes(appRoutes);
  }
  const result = renderWithApp(<App />, { route: path });
  return { ...result, router };
}

describe('the route table', () => {
  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { router } = renderAt('/no-such-page');
    expect(await screen.findByText('ERROR 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! The page you were looking is not available...' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.location!.pathname).toBe('/');
    expect(await screen.findByRole('tablist', { name: 'Offers' })).toBeInTheDocument();
  });

  it('renders the home page inside the layout at /', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Buy 3 or 4 bottles. Get 1 free.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The sections below the greeting load as their own chunk.
    expect(await screen.findByRole('tablist', { name: 'Offers' })).toBeInTheDocument();
  });

  it.each([
    ['/about-us', 'About Us'],
    ['/how-it-works', 'How It Works'],
    ['/faq', 'Frequently Asked Questions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/promotion', 'Events & Promotions'],
    ['/contact-support', 'Customer Support'],
    ['/buy3get1', 'Buy 3 Get 1 Free'],
    ['/buy4get1', 'Buy 4 Get 1 Free'],
  ])('shows the public page %s to a guest', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a guest from /loyalty to /login and a member from /login to /loyalty', async () => {
    const guest = renderAt('/loyalty?tab=2');
    expect(guest.router.location!.pathname).toBe('/login');
    expect(guest.router.location!.state).toEqual({ from: '/loyalty?tab=2' });
    guest.unmount();

    setTokenCookies();
    const member = renderAt('/login');
    expect(member.router.location!.pathname).toBe('/loyalty');
    expect(await screen.findByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
  });

  it('shows the dashboard with the empty vehicle list once the spinner is gone', async () => {
    setTokenCookies();
    renderAt('/loyalty');
    // Spec section 4: the spinner stays 1 second after the (empty) list arrives.
    expect(
      await screen.findByText('No vehicles in the list. Add your vehicle now to kick-start your Quartz Loyalty Programme', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toHaveTextContent('Add a vehicleWorkshop LocatorRefer & earn');
    expect(await screen.findByText('Hi, Siti Aminah')).toBeInTheDocument();
  });
});

describe('scroll restoration keys', () => {
  const at = (pathname: string, key: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key });

  it('keeps a page opened fresh apart from another opened fresh, so it opens at the top', () => {
    expect(scrollKey(at('/about-us', 'default'))).not.toBe(scrollKey(at('/faq', 'default')));
    expect(scrollKey(at('/faq', 'default', '?q=1'))).toBe('/faq?q=1');
  });

  it('keys pages reached within the app by their history entry', () => {
    expect(scrollKey(at('/faq', 'k2x9'))).toBe('k2x9');
  });
});
