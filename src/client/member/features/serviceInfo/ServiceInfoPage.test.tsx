import { fireEvent, screen } from '@testing-library/react';
import type { Vehicle } from '../../../../shared/contract/loyalty';
import { rootReducer } from '../../app/store';
import { answer, clearCookies, fixtureApi, setTokenCookies, renderPage } from '../../app/testUtils';
import { service, vehicle } from '../../../entities/loyalty/fixtures';
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import ServiceInfoPage from './ServiceInfoPage';

beforeEach(() => setTokenCookies());
afterEach(() => clearCookies());

function open(car: Vehicle, state: unknown = { vehicle: car.guid }) {
  const loaded = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [car], max_vehicles: 4 })));
  return renderPage(<ServiceInfoPage />, {
    path: '/loyalty/service-information',
    state,
    preloadedState: { vehicles: loaded.vehicles, services: loaded.services },
  });
}

describe('ServiceInfoPage', () => {
  it('lists the current services newest first with their status, and reopens step 4 for a pending one', async () => {
    const car = vehicle({
      guid: 'v1',
      start_date: { Valid: true, Time: '2026-01-10' },
      expiry_date: { Valid: false, Time: '0001-01-01' },
      services: [
        service({ guid: 'old', status: 2, reject_reason: 'Blurry receipt', created_date: '2026-01-01T02:00:00Z' }),
        service({ guid: 'new', status: 0, created_date: '2026-02-01T02:00:00Z' }),
      ],
    });
    await open(car);
    expect(screen.getByRole('heading', { level: 1, name: 'WXY1234' })).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    const statuses = screen.getAllByText(/^(Pending|Verified|Rejected|Archived)$/).map((el) => el.textContent);
    expect(statuses).toEqual(['Pending', 'Rejected']);
    expect(screen.getByText('Reason: Blurry receipt')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Receipt' })[0]).toHaveAttribute('href', '/api/service/new/receipt');
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR CODE' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty/add-service');
  });

  it('says "Not serviced" and hides the programme dates without a pending or verified service', async () => {
    await open(vehicle({ guid: 'v1', services: [service({ guid: 'r', status: 2 })] }));
    expect(screen.queryByText('Programme started')).not.toBeInTheDocument();
    await open(vehicle({ guid: 'v2', cycle_oil_type: 0, cycle_guid: null }));
    expect(screen.getAllByText('Not serviced').length).toBeGreaterThan(0);
    expect(await screen.findByText('No history found.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('goes back to /loyalty without a vehicle', async () => {
    await open(vehicle({ guid: 'v1' }), null);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/loyalty');
  });
});

describe('ServiceInfoPage opened from a push notification (?code=)', () => {
  const car = vehicle({ guid: 'v7', plate_number: 'JQA 7', services: [service({ guid: 's7', status: 1, transaction_code: '7K3M9QX2VD' })] });

  it("opens the service's vehicle, loading the member's cars afresh when they are not in the store", async () => {
    const getLoyalty = jest.fn(async () => answer(200, { vehicles: [car], max_vehicles: 4 }));
    await renderPage(<ServiceInfoPage />, { path: '/loyalty/service-information', url: '/loyalty/service-information?code=7k3-m9q-x2vd', api: fixtureApi({ getLoyalty }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'JQA 7' })).toBeInTheDocument();
    expect(getLoyalty).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('shows the stored vehicle at once, and still loads the cars afresh', async () => {
    const getLoyalty = jest.fn(async () => answer(200, { vehicles: [car], max_vehicles: 4 }));
    const loaded = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [car], max_vehicles: 4 })));
    await renderPage(<ServiceInfoPage />, {
      path: '/loyalty/service-information',
      url: '/loyalty/service-information?code=7K3M9QX2VD',
      api: fixtureApi({ getLoyalty }),
      preloadedState: { vehicles: loaded.vehicles, services: loaded.services },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'JQA 7' })).toBeInTheDocument();
    expect(getLoyalty).toHaveBeenCalled();
  });

  it('goes back to /loyalty when no car of the member holds that service', async () => {
    const getLoyalty = jest.fn(async () => answer(200, { vehicles: [car], max_vehicles: 4 }));
    await renderPage(<ServiceInfoPage />, { path: '/loyalty/service-information', url: '/loyalty/service-information?code=AAAAAAAAAA', api: fixtureApi({ getLoyalty }) });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty');
    expect(getLoyalty).toHaveBeenCalledTimes(1);
  });
});
