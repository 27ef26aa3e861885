import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope } from '../../../../shared/contract/envelope';
import { rootReducer } from '../../app/store';
import { answer, deferred, fixtureApi, memberProfile, renderPage, resetSession } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import CampaignMgmPage from './CampaignMgmPage';
import CampaignMgmSuccessPage from './CampaignMgmSuccessPage';

afterEach(resetSession);

function open(url = '/campaign/mgm?mid=7', api = fixtureApi()) {
  const preloadedState = rootReducer(undefined, profileActions.fetchSucceeded(memberProfile));
  return renderPage(<CampaignMgmPage />, { path: '/campaign/mgm', url, api, preloadedState });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Details' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CampaignMgmPage', () => {
  it('shows the banner and the form filled from the profile', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Thank you for spreading the word!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name (as per NRIC)')).toHaveValue('Siti Aminah');
    expect(screen.getByLabelText('Delivery address')).toHaveValue('12 Jalan Ampang');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/loyalty');
  });

  it('checks every field with the shared rules', async () => {
    const { api } = await open();
    type('Full name (as per NRIC)', 'Siti');
    type('Email', 'siti@');
    type('Delivery address', 'Jalan');
    type('State', 'KL');
    type('Country', 'Malay');
    type('Postal code', '5O450');
    submit();
    expect(await screen.findByText('*Please provide your full name as per NRIC')).toBeInTheDocument();
    expect(screen.getByText('*Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByText('*Address must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('*State must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('*Country must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('*Postal code must contain numbers only')).toBeInTheDocument();
    expect(api.redeemMgmReward).not.toHaveBeenCalled();
    expect(api.updateCampaignProfile).not.toHaveBeenCalled();
  });

  it('sends both calls with mid and the profile’s birth date, busy meanwhile, then the success page', async () => {
    const pending = deferred<Envelope<any>>();
    const api = fixtureApi({ redeemMgmReward: jest.fn(() => pending.promise) });
    const { navigate } = await open('/campaign/mgm?mid=7', api);
    type('Delivery address', '88 Jalan Bukit Bintang');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Update Details/ })).toBeDisabled());
    const body = {
      fullname: 'Siti Aminah',
      email: 'siti@example.com',
      address: '88 Jalan Bukit Bintang',
      state: 'Selangor',
      country: 'Malaysia',
      postal_code: '50450',
      mid: '7',
      birth_date: '1990-05-17',
    };
    expect(api.updateCampaignProfile).toHaveBeenCalledWith(body, '');
    expect(api.redeemMgmReward).toHaveBeenCalledWith(body, '');
    pending.resolve(answer(200, { id: 7, status: 'address received' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/campaign/mgm/success', { replace: true }));
  });

  it('a refused redeem shows its error with TRY AGAIN', async () => {
    const api = fixtureApi({ redeemMgmReward: jest.fn(async () => answer(409, null, 'This reward has already been redeemed')) });
    await open('/campaign/mgm?mid=7', api);
    submit();
    expect(await screen.findByText('This reward has already been claimed. Your delivery details were received earlier.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });

  it('without a reward id, points back to Refer & Earn', async () => {
    await open('/campaign/mgm');
    expect(screen.getByText('This link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Refer & Earn' })).toHaveAttribute('href', '/refer-and-earn');
    expect(screen.queryByRole('button', { name: 'Update Details' })).not.toBeInTheDocument();
    // Only the error: no word of a reward that is ready.
    expect(screen.queryByText('Thank you for spreading the word!')).not.toBeInTheDocument();
    expect(screen.queryByText(/your merchandise reward is ready/)).not.toBeInTheDocument();
  });

  it('with a reward id, the banner says the reward is ready', async () => {
    await open('/campaign/mgm?mid=7');
    expect(screen.getByText('Thank you for spreading the word!')).toBeInTheDocument();
  });
});

describe('CampaignMgmSuccessPage', () => {
  it('says UPDATE SUCCESSFUL, with the dashboard and both offer pages', async () => {
    await renderPage(<CampaignMgmSuccessPage />, { path: '/campaign/mgm/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'UPDATE SUCCESSFUL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/loyalty');
    expect(screen.getByRole('link', { name: 'Buy 3 Get 1 Free' })).toHaveAttribute('href', '/buy3get1');
    expect(screen.getByRole('link', { name: 'Buy 4 Get 1 Free' })).toHaveAttribute('href', '/buy4get1');
  });
});
