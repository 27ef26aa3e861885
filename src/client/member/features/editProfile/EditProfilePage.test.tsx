import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope } from '../../../../shared/contract/envelope';
import { rootReducer } from '../../app/store';
import { answer, deferred, fixtureApi, memberProfile, renderPage, resetSession } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import EditProfilePage from './EditProfilePage';

afterEach(resetSession);

function open(api = fixtureApi(), profile = memberProfile) {
  const preloadedState = rootReducer(undefined, profileActions.fetchSucceeded(profile));
  return renderPage(<EditProfilePage />, { path: '/edit-profile', api, preloadedState });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

describe('EditProfilePage', () => {
  it('shows the profile, with the mobile number read-only and a careline tip', async () => {
    await open();
    expect(screen.getByLabelText('Full Name (as per NRIC)')).toHaveValue('Siti Aminah');
    // The stored 1990-05-17 reads day first, whatever the browser's language.
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('17/05/1990');
    const mobile = screen.getByLabelText('Mobile Number');
    expect(mobile).toHaveValue('+60123456789');
    expect(mobile).toHaveAttribute('readonly');
    const tip = screen.getByRole('button', { name: "Why can't I change my mobile number?" });
    fireEvent.click(tip);
    expect(screen.getByRole('tooltip')).toHaveTextContent('To change your mobile number, please contact our careline.');
    expect(screen.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute('href', '/loyalty');
  });

  it('hides the password fields for a social-login account', async () => {
    await open(fixtureApi(), { ...memberProfile, auth_provider: 'google' });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the spec messages', async () => {
    const { api } = await open();
    fireEvent.change(screen.getByLabelText('Full Name (as per NRIC)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'siti@' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Newpass#1' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Jalan' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: '' } });
    save();
    expect(await screen.findByText('*Please provide your full name as per NRIC')).toBeInTheDocument();
    expect(screen.getByText('*Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(screen.getByText('*Address must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('*Postal code is required')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('disables Save Profile while saving, then goes back to the dashboard', async () => {
    const pending = deferred<Envelope<unknown>>();
    const api = fixtureApi({ updateProfile: jest.fn(() => pending.promise) });
    const { navigate } = await open(api);
    fireEvent.change(screen.getByLabelText('Full Name (as per NRIC)'), { target: { value: 'Siti Aminah Binti Ali' } });
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: /Save Profile/ })).toBeDisabled());
    expect(api.updateProfile).toHaveBeenCalledWith(
      {
        fullname: 'Siti Aminah Binti Ali',
        birth_date: '1990-05-17',
        email: 'siti@example.com',
        address: '12 Jalan Ampang',
        state: 'Selangor',
        country: 'Malaysia',
        postal_code: '50450',
      },
      '',
    );
    pending.resolve(answer(200));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loyalty', undefined));
    expect(api.getProfile).toHaveBeenCalled();
  });

  it('on 400 shows the server text and the hint under the current password', async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(400, null, 'Current password is incorrect')) });
    await open(api);
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Wrong#pass1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Newpass#1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'Newpass#1' } });
    save();
    expect(
      await screen.findByText('Current password is incorrect. Please make sure your old password is correct.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });
});
