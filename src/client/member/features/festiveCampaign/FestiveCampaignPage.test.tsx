import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope } from '../../../../shared/contract/envelope';
import { rootReducer } from '../../app/store';
import { answer, deferred, fixtureApi, memberProfile, renderPage, resetSession } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import FestiveCampaignPage from './FestiveCampaignPage';

afterEach(resetSession);

const code = 'AB12CD34EF';

function open(api = fixtureApi(), url = `/campaign/cny?transaction_id=${code}`) {
  const preloadedState = rootReducer(undefined, profileActions.fetchSucceeded(memberProfile));
  return renderPage(<FestiveCampaignPage />, { path: '/campaign/cny', url, api, preloadedState });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const name = () => screen.getByLabelText('Full name (as per NRIC or Passport)');
const ewallet = () => screen.getByLabelText('E-wallet mobile number');

describe('FestiveCampaignPage', () => {
  it('checks the service on load, then shows the form under the campaign heading', async () => {
    const { api } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Service & Cash8ack Campaign' })).toBeInTheDocument();
    expect(await screen.findByText(/RM30 e-wallet reload PIN/)).toBeInTheDocument();
    expect(api.getFestiveEligibility).toHaveBeenCalledWith(code, '');
    expect(name()).toHaveValue('Siti Aminah');
    const registered = screen.getByLabelText('Registered mobile number');
    expect(registered).toHaveValue('+60123456789');
    expect(registered).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'How do I change my registered mobile number?' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('To edit your registered mobile number, please contact our careline.');
    const dial = screen.getByLabelText('Country code');
    expect(Array.from((dial as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['MY +60']);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/pdf/terms-and-conditions.pdf');
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows every message of the spec, word for word, and sends nothing', async () => {
    const { api } = await open();
    await screen.findByRole('button', { name: 'Submit' });
    fireEvent.change(name(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('*Please provide your full name as per NRIC or Passport')).toBeInTheDocument();
    expect(screen.getByText('*Please enter the mobile number linked to your e-wallet account')).toBeInTheDocument();
    expect(screen.getByText('*Please answer this question to proceed.')).toBeInTheDocument();
    expect(screen.getByText('*Please accept the Terms and Conditions.')).toBeInTheDocument();
    fireEvent.change(ewallet(), { target: { value: '12345' } });
    fireEvent.blur(ewallet());
    expect(screen.getByText('*Please enter the mobile number linked to your e-wallet account')).toBeInTheDocument();
    expect(api.submitFestiveEntry).not.toHaveBeenCalled();
  });

  it('drops disallowed characters from the name and keeps the e-wallet number to 11 digits starting 1-9', async () => {
    await open();
    await screen.findByRole('button', { name: 'Submit' });
    fireEvent.change(name(), { target: { value: "Tan Mei-Ling 2nd @home O'Neil/Ali" } });
    expect(name()).toHaveValue("Tan MeiLing nd @home O'Neil/Ali");
    fireEvent.change(ewallet(), { target: { value: '0123-456-789-0123' } });
    expect(ewallet()).toHaveValue('12345678901');
  });

  it('locks the name to an earlier entry', async () => {
    const api = fixtureApi({
      getFestiveEligibility: jest.fn(async () =>
        answer(200, { transaction_id: code, amount: 10, entry: { fullname: 'Tan Mei Ling', mobile_ext_no: '60', mobile_no: '123456780', answer: 'Quartz' } }),
      ),
    });
    await open(api);
    await screen.findByText(/RM10 e-wallet reload PIN/);
    expect(name()).toHaveValue('Tan Mei Ling');
    expect(name()).toHaveAttribute('readonly');
    expect(screen.getByText('Your name is kept from your earlier entry.')).toBeInTheDocument();
    expect(ewallet()).toHaveValue('123456780');
  });

  it('submits the entry with a spinner while busy, then says the entries were received', async () => {
    const pending = deferred<Envelope<any>>();
    const api = fixtureApi({ submitFestiveEntry: jest.fn(() => pending.promise) });
    await open(api);
    await screen.findByRole('button', { name: 'Submit' });
    fireEvent.change(ewallet(), { target: { value: '0198765432' } });
    fireEvent.click(screen.getByLabelText('Rubia'));
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-busy', 'true');
    expect(api.submitFestiveEntry).toHaveBeenCalledWith(
      {
        fullname: 'Siti Aminah',
        mobile_number: '60198765432',
        mobile_ext_no: '60',
        mobile_no: '198765432',
        answer: 'Rubia',
        tnc: true,
        pdpa: true,
        transaction_id: code,
      },
      '',
    );
    pending.resolve(answer(200, { amount: 30, pin_assigned: true }));
    expect(await screen.findByText('We have received your entries. Stay tuned for the winner announcement!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK TO DASHBOARD' })).toBeInTheDocument();
  });

  it('412 on load: asks the member to service with the mascot; the dashboard button replaces the page', async () => {
    const api = fixtureApi({ getFestiveEligibility: jest.fn(async () => answer(412)) });
    const { navigate } = await open(api);
    expect(await screen.findByText('Please service your vehicle with Quartzy during the contest period to join the contest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'BACK TO DASHBOARD' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loyalty', { replace: true }));
  });

  it('409 on load: the entries were already received', async () => {
    const api = fixtureApi({ getFestiveEligibility: jest.fn(async () => answer(409)) });
    await open(api);
    expect(await screen.findByText('We have received your entries. Stay tuned for the winner announcement!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
