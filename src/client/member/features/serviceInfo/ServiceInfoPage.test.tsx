import { fireEvent, screen } from '@testing-library/react';
import type { Vehicle } from '../../../../shared/contract/loyalty';
import { rootReducer } from '../../app/store';
import { clearCookies, setTokenCookies, renderPage } from '../../app/testUtils';
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
