import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, clearCookies, setTokenCookies, fixtureApi, renderPage } from '../../app/testUtils';
import { vehicle } from '../../../entities/loyalty/fixtures';
import AddVehiclePage, { addVehicleRequest } from './AddVehiclePage';

beforeEach(() => setTokenCookies());
afterEach(() => clearCookies());

const open = (api = fixtureApi()) => renderPage(<AddVehiclePage />, { path: '/loyalty/add-new-vehicle', api });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ADD VEHICLE' }));
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddVehiclePage', () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    const { api } = await open();
    submit();
    expect(await screen.findByText('*Please select a vehicle brand')).toBeInTheDocument();
    expect(screen.getByText('*Model is required')).toBeInTheDocument();
    expect(screen.getByText('*Please enter a valid car plate number')).toBeInTheDocument();
    expect(api.addVehicle).not.toHaveBeenCalled();
  });

  it('offers the brand models ending with Others, and free text for Others', async () => {
    await open();
    choose('Brand', 'Perodua');
    const models = Array.from((screen.getByLabelText('Model') as HTMLSelectElement).options).map((o) => o.value);
    expect(models[0]).toBe('');
    expect(models[models.length - 1]).toBe('Others');
    choose('Model', 'Others');
    fireEvent.change(screen.getByLabelText('Model name'), { target: { value: 'ab' } });
    fireEvent.blur(screen.getByLabelText('Model name'));
    expect(await screen.findByText('*Model must be at least 3 characters')).toBeInTheDocument();
  });

  it('asks for a brand name of 3 to 20 characters when the brand is Others', async () => {
    await open();
    choose('Brand', 'Others');
    expect(screen.queryByLabelText('Model')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('*Brand is required')).toBeInTheDocument();
    expect(screen.getByText('*Model is required')).toBeInTheDocument();
  });

  it('upper-cases the plate and drops its spaces as it is typed', async () => {
    await open();
    const plate = screen.getByLabelText('Plate number') as HTMLInputElement;
    fireEvent.change(plate, { target: { value: 'wxy 12 34' } });
    expect(plate.value).toBe('WXY1234');
    fireEvent.change(plate, { target: { value: 'W-1' } });
    fireEvent.blur(plate);
    expect(await screen.findByText('*Please enter a valid car plate number')).toBeInTheDocument();
  });

  it('offers the years from this one back to 1951, optional', async () => {
    await open();
    const years = Array.from((screen.getByLabelText('Year of manufacture (optional)') as HTMLSelectElement).options).map((o) => o.value);
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years[years.length - 1]).toBe('1951');
  });

  it('sends the vehicle with mileage 0 and shows the popup', async () => {
    const { api, navigate } = await open();
    choose('Brand', 'Perodua');
    choose('Model', 'Myvi');
    fireEvent.change(screen.getByLabelText('Plate number'), { target: { value: 'wxy 1234' } });
    choose('Year of manufacture (optional)', '2019');
    await act(async () => submit());
    await waitFor(() => expect(api.addVehicle).toHaveBeenCalled());
    expect(api.addVehicle.mock.calls[0][0]).toEqual({
      model_brand: 'Perodua',
      model_name: 'Myvi',
      plate_number: 'WXY1234',
      year_manufactured: '2019',
      mileage: 0,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loyalty', { replace: true }));
  });
});

describe('the 4-car limit, said before the form', () => {
  const cars = (n: number) => Array.from({ length: n }, (_, i) => vehicle({ guid: `v${i}`, plate_number: `WXY${i}` }));

  it('with 4 cars, says the limit and the careline instead of the form', async () => {
    await open(fixtureApi({ getLoyalty: jest.fn(async () => answer(200, { vehicles: cars(4), max_vehicles: 4 })) }));
    expect(
      await screen.findByText('You have reached the maximum of 4 vehicles. Please contact our careline at 1-800-88-1234 to add more.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Plate number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our careline' })).toHaveAttribute('href', '/contact-support');
  });

  it('with 4 cars and an allowance the careline raised to 6, shows the form', async () => {
    const getLoyalty = jest.fn(async () => answer(200, { vehicles: cars(4), max_vehicles: 6 }));
    await open(fixtureApi({ getLoyalty }));
    await waitFor(() => expect(getLoyalty).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByLabelText('Plate number')).toBeInTheDocument();
    expect(screen.queryByText(/You have reached the maximum/)).not.toBeInTheDocument();
  });
});

describe('addVehicleRequest', () => {
  it('uses the typed texts for Others', () => {
    expect(addVehicleRequest({ brand: 'Others', brand_other: ' Tata ', model_other: 'Nano ', plate_number: 'ab 1' })).toEqual({
      model_brand: 'Tata',
      model_name: 'Nano',
      plate_number: 'AB1',
      year_manufactured: '',
      mileage: 0,
    });
    expect(addVehicleRequest({ brand: 'Honda', model: 'Others', model_other: 'Prelude', plate_number: 'X1' }).model_name).toBe('Prelude');
  });
});
