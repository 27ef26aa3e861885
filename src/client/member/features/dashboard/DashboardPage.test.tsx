import { act, screen } from '@testing-library/react';
import type { Api } from '../../api';
import { answer, clearCookies, createTestStore, fixtureApi, memberProfile, renderWithApp, setTokenCookies } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import { vehicle } from '../../../entities/loyalty/fixtures';
import DashboardPage from './DashboardPage';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const myvi = vehicle({ guid: 'v1' });
const loyaltyAnswer = () => answer(200, { vehicles: [myvi], max_vehicles: 4 }) as Awaited<ReturnType<Api['getLoyalty']>>;

describe('the dashboard opened fresh', () => {
  it('with nothing stored, shows one spinner until the vehicles are in, then the whole page: nothing is pushed down', async () => {
    let arrive!: () => void;
    const api = fixtureApi({ getLoyalty: jest.fn(() => new Promise((resolve) => (arrive = () => resolve(loyaltyAnswer())))) });
    renderWithApp(<DashboardPage />, { store: createTestStore({ api }), route: '/loyalty' });

    expect(await screen.findByText('Loading your vehicles…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Vehicles' })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome to your Quartz Loyalty Programme.')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to your Quartz Loyalty Programme.')).toBeInTheDocument();
    expect(screen.getAllByText(myvi.plate_number).length).toBeGreaterThan(0);
  });

  it('with vehicles stored, shows them at once while the fresh ones load', () => {
    const api = fixtureApi({ getLoyalty: jest.fn(() => new Promise<never>(() => undefined)) });
    const store = createTestStore({ api });
    store.dispatch(profileActions.fetchSucceeded(memberProfile));
    store.dispatch(loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi], max_vehicles: 4 })));
    renderWithApp(<DashboardPage />, { store, route: '/loyalty' });

    expect(screen.getByRole('heading', { name: 'My Vehicles' })).toBeInTheDocument();
    expect(screen.getByText(`Hi, ${memberProfile.fullname}`)).toBeInTheDocument();
    expect(screen.getAllByText(myvi.plate_number).length).toBeGreaterThan(0);
  });
});
