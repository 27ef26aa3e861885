import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Service, Vehicle } from '../../../../shared/contract/loyalty';
import { rootReducer } from '../../app/store';
import { clearCookies, setTokenCookies, answer, fixtureApi, renderPage } from '../../app/testUtils';
import { service, vehicle } from '../../../entities/loyalty/fixtures';
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import AddServicePage from './AddServicePage';

// jsdom lays nothing out and reports window.scrollTo as not implemented; a step change calls it.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  setTokenCookies();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookies();
  scrollTo.mockRestore();
});

async function openAtStep2(car: Vehicle, api = fixtureApi()) {
  const loaded = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [car], max_vehicles: 4 })));
  const page = await renderPage(<AddServicePage />, {
    path: '/loyalty/add-service',
    state: { car: car.guid },
    api,
    preloadedState: { vehicles: loaded.vehicles, services: loaded.services },
  });
  fireEvent.change(screen.getByLabelText('Workshop ID'), { target: { value: car.workshop_id || 'WS1001' } });
  fireEvent.change(screen.getByLabelText('Current mileage (km)'), { target: { value: '12000' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
  await screen.findByRole('tablist', { name: 'Offers' });
  return page;
}

const verified = (guid: string, OilCode: string, n: number, extra: Partial<Service> = {}) =>
  service({ guid, OilCode, status: 1, created_date: `2025-0${n}-01T02:00:00Z`, ...extra });

const quantityChoices = () =>
  within(screen.getByRole('radiogroup', { name: 'Quantity' }))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);

describe('add service, step 2', () => {
  it('asks for a product and a quantity with the spec messages', async () => {
    await openAtStep2(vehicle({ guid: 'v1', cycle_guid: null, cycle_oil_type: 0, workshop_id: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select the product to proceed.')).toBeInTheDocument();
    expect(screen.getByText('Please select the quantity to proceed.')).toBeInTheDocument();
  });

  it('without a cycle opens the 3-for-1 tab and offers 1 or 2 bottles', async () => {
    await openAtStep2(vehicle({ guid: 'v1', cycle_guid: null, cycle_oil_type: 0, workshop_id: '' }));
    expect(screen.getByRole('tab', { name: 'Buy 3 get 1 free' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Quartz INEO HTC 5W-30/)).toBeEnabled();
    expect(quantityChoices()).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('tab', { name: 'Buy 4 get 1 free' }));
    expect(screen.getByLabelText(/Quartz 7000 10W-40/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Quartz INEO HTC 5W-30/)).not.toBeInTheDocument();
  });

  it('a 4-bottle cycle opens the 4-for-1 tab; with one slot left only 1 bottle is offered', async () => {
    const services = [1, 2, 3].map((n) => verified(`s${n}`, 'QUARTZ80005W40', n));
    await openAtStep2(vehicle({ guid: 'v1', cycle_oil_type: 4, services }));
    expect(screen.getByRole('tab', { name: 'Buy 4 get 1 free' })).toHaveAttribute('aria-selected', 'true');
    expect(quantityChoices()).toEqual(['1']);
    // Nothing to choose: the one quantity allowed is chosen already.
    expect(screen.getByLabelText('1 bottle')).toBeChecked();
  });

  it('warns that the free bottle will be the lowest variant when a 4-bottle cycle picks from the 3-for-1 tab', async () => {
    await openAtStep2(vehicle({ guid: 'v1', cycle_oil_type: 4, services: [verified('s1', 'QUARTZ80005W40', 1)] }));
    const warning = 'Please note: your free bottle will be the lowest oil variant bought in this cycle.';
    fireEvent.click(screen.getByLabelText(/Quartz 8000 5W-40/));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Buy 3 get 1 free' }));
    const chosen = screen.getByLabelText(/Quartz 9000 Energy 0W-40/);
    fireEvent.click(chosen);
    // Said where the choice was made, in the chosen oil's own entry, and read with it.
    const notice = await screen.findByText(warning);
    expect(chosen.closest('li')).toContainElement(notice);
    expect(chosen).toHaveAccessibleDescription(warning);
    expect(quantityChoices()).toEqual(['1', '2']);
  });

  it('with a bottle already submitted today for the car, offers only the 1 bottle still allowed and says why', async () => {
    const today = service({ guid: 's1', OilCode: 'QUARTZ80005W40', status: 0, total_bottle: 1, created_date: new Date().toISOString() });
    await openAtStep2(vehicle({ guid: 'v1', cycle_oil_type: 4, services: [today] }));
    expect(quantityChoices()).toEqual(['1']);
    expect(screen.getByText('At most 2 bottles a day per car: 1 more bottle can be added today.')).toBeInTheDocument();
  });

  it('with nothing submitted today, says nothing of the daily limit', async () => {
    await openAtStep2(vehicle({ guid: 'v1', cycle_guid: null, cycle_oil_type: 0, workshop_id: '' }));
    expect(screen.queryByText(/bottles a day per car/)).not.toBeInTheDocument();
  });

  it('when the free bottle is owed only the lowest-rank variants of the cycle can be chosen, 1 bottle', async () => {
    const services = [verified('s1', 'QUARTZINEOHTC5W30', 1), verified('s2', 'QUARTZ90005W40', 2), verified('s3', 'QUARTZINEOHTC5W30', 3)];
    await openAtStep2(vehicle({ guid: 'v1', cycle_oil_type: 3, services, free_oil: ['QUARTZ90005W40', 'QUARTZ90005W50'] }));
    expect(screen.getByText('Your free bottle is due! Choose one of the highlighted variants.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Quartz 9000 5W-40/)).toBeEnabled();
    expect(screen.getByLabelText(/Quartz 9000 5W-50/)).toBeEnabled();
    expect(screen.getByLabelText(/Quartz INEO HTC 5W-30/)).toBeDisabled();
    expect(quantityChoices()).toEqual(['1']);
  });

  it('Next goes to the receipt step and Go Back returns to step 1 with its values', async () => {
    const api = fixtureApi({ initialValidate: jest.fn(async () => answer(200)) });
    await openAtStep2(vehicle({ guid: 'v1', cycle_guid: null, cycle_oil_type: 0, workshop_id: '' }), api);
    fireEvent.click(screen.getByLabelText(/Quartz 9000 5W-40/));
    fireEvent.click(screen.getByLabelText('2 bottles'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Upload your receipt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByLabelText(/Quartz 9000 5W-40/)).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByLabelText('Current mileage (km)')).toHaveValue('12000'));
  });

  it('each step change starts at the top of the page with focus on the new step\'s heading', async () => {
    const api = fixtureApi({ initialValidate: jest.fn(async () => answer(200)) });
    await openAtStep2(vehicle({ guid: 'v1', cycle_guid: null, cycle_oil_type: 0, workshop_id: '' }), api);
    expect(screen.getByRole('heading', { name: 'Oil variant and quantity' })).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    fireEvent.click(screen.getByLabelText(/Quartz 9000 5W-40/));
    fireEvent.click(screen.getByLabelText('1 bottle'));
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Upload your receipt' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Oil variant and quantity' })).toHaveFocus());
    // The heading takes focus from script only, never a Tab stop.
    expect(screen.getByRole('heading', { name: 'Oil variant and quantity' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('add service, step 1', () => {
  const NEW_CYCLE = /You have changed the workshop ID/;

  async function openAtStep1(api: ReturnType<typeof fixtureApi>) {
    const car = vehicle({ guid: 'v1', workshop_id: 'WS1001', cycle_oil_type: 3, services: [verified('s1', 'QUARTZ90005W40', 1)] });
    const loaded = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [car], max_vehicles: 4 })));
    await renderPage(<AddServicePage />, {
      path: '/loyalty/add-service',
      state: { car: car.guid },
      api,
      preloadedState: { vehicles: loaded.vehicles, services: loaded.services },
    });
    fireEvent.change(screen.getByLabelText('Current mileage (km)'), { target: { value: '12000' } });
  }

  it('a workshop ID that is no workshop gets only its error under the field, not the new-cycle question', async () => {
    const checkWorkshop = jest.fn(async () => answer(404));
    await openAtStep1(fixtureApi({ checkWorkshop }));
    const field = screen.getByLabelText('Workshop ID');
    fireEvent.change(field, { target: { value: 'NOPE99' } });
    await act(async () => fireEvent.blur(field));
    expect(await screen.findByText('Please enter a valid workshop ID!')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByText('Please enter a valid workshop ID!')).toBeInTheDocument();
    expect(screen.queryByText(NEW_CYCLE)).not.toBeInTheDocument();
  });

  it('Next pressed before the check answers: the question goes once the ID proves to be no workshop', async () => {
    let answerCheck: (value: ReturnType<typeof answer>) => void = () => undefined;
    const checkWorkshop = jest.fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerCheck = resolve)))
      .mockImplementation(async () => answer(404));
    await openAtStep1(fixtureApi({ checkWorkshop }));
    const field = screen.getByLabelText('Workshop ID');
    fireEvent.change(field, { target: { value: 'NOPE99' } });
    fireEvent.blur(field);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByText(NEW_CYCLE)).toBeInTheDocument();
    await act(async () => answerCheck(answer(404)));
    await waitFor(() => expect(screen.queryByText(NEW_CYCLE)).not.toBeInTheDocument());
    expect(await screen.findByText('Please enter a valid workshop ID!')).toBeInTheDocument();
  });

  it('another workshop that exists still asks before a new cycle starts', async () => {
    await openAtStep1(fixtureApi({ checkWorkshop: jest.fn(async () => answer(200)) }));
    const field = screen.getByLabelText('Workshop ID');
    fireEvent.change(field, { target: { value: 'WS2002' } });
    await act(async () => fireEvent.blur(field));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByText(NEW_CYCLE)).toBeInTheDocument();
  });
});
