import { fireEvent, screen, within } from '@testing-library/react';
import { vehicle } from '../../../entities/loyalty/fixtures';
import { clearCookies, fixtureApi, createTestStore, renderWithApp, setTokenCookies } from '../../app/testUtils';
import HomePage from './HomePage';

afterEach(() => clearCookies());

describe('the home page', () => {
  it('toggles the offers tabs between the two offers and their oils', async () => {
    renderWithApp(<HomePage />);
    const buy3 = await screen.findByRole('tab', { name: /Buy 3 Get 1 Free/ });
    const buy4 = screen.getByRole('tab', { name: /Buy 4 Get 1 Free/ });
    expect(buy3).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const buy3Oils = within(panel).getByRole('list', { name: 'Buy 3 Get 1 Free' });
    expect(within(buy3Oils).getAllByRole('listitem')).toHaveLength(8);
    expect(within(panel).getByRole('link', { name: 'See all Buy 3 Get 1 Free oils' })).toHaveAttribute('href', '/buy3get1');

    fireEvent.click(buy4);
    expect(buy4).toHaveAttribute('aria-selected', 'true');
    expect(buy3).toHaveAttribute('aria-selected', 'false');
    const buy4Oils = within(panel).getByRole('list', { name: 'Buy 4 Get 1 Free' });
    expect(within(buy4Oils).getAllByRole('listitem')).toHaveLength(7);
    expect(within(buy4Oils).getAllByRole('link')[0]).toHaveAttribute('href', '/buy4get1');
    expect(within(panel).getByRole('link', { name: 'See all Buy 4 Get 1 Free oils' })).toHaveAttribute('href', '/buy4get1');

    fireEvent.keyDown(buy4, { key: 'ArrowLeft' });
    expect(buy3).toHaveAttribute('aria-selected', 'true');
  });

  it('greets a guest with the banner and the ways in', async () => {
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Buy 3 or 4 bottles. Get 1 free.' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Register now' })[0]).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Refer & earn' })).toHaveAttribute('href', '/refer-and-earn');
  });

  it('moves to the next slide when the current one has had its time, and stops once the visitor takes over', async () => {
    const { container } = renderWithApp(<HomePage />);
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.animationEnd(container.querySelector('.home-banner__progress')!);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(dots[2]);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    fireEvent.animationEnd(container.querySelector('.home-banner__progress')!);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.pointerDown(dots[1]);
    expect(container.querySelector('.home-banner')).toHaveClass('home-banner--held');
    await screen.findByRole('list', { name: 'Buy 3 Get 1 Free' });
  });

  it("loads a member's vehicles and shows their name and next service", async () => {
    setTokenCookies();
    const getLoyalty = jest.fn(async () => ({
      status_code: 200,
      error: null,
      result: {
        max_vehicles: 4,
        vehicles: [
          vehicle({ guid: 'v1', plate_number: 'WXY1234', next_mileage: 17000, next_service_date: '2026-04-10' }),
          vehicle({ guid: 'v2', plate_number: 'BKL88', model_brand: 'Proton', model_name: 'Saga', next_mileage: 45000, next_service_date: '2026-03-20' }),
        ],
      },
    }));
    const store = createTestStore({ api: fixtureApi({ getLoyalty }) });
    renderWithApp(<HomePage />, { store });
    expect(await screen.findByText('BKL88 · Proton Saga')).toBeInTheDocument();
    expect(getLoyalty).toHaveBeenCalledTimes(1);
    expect(screen.getByText('45,000 km')).toBeInTheDocument();
    expect(screen.getByText('20/03/2026')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hi, Siti Aminah' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to My Dashboard' })[0]).toHaveAttribute('href', '/loyalty');
    await screen.findByRole('list', { name: 'Buy 3 Get 1 Free' });
  });
});
