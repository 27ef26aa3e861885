import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, fixtureApi, renderPage, resetSession, solveCaptcha } from '../../app/testUtils';
import ForgotPasswordPage from './ForgotPasswordPage';
import ForgotPasswordTacPage from './ForgotPasswordTacPage';

jest.mock('altcha', () => ({}));

afterEach(() => {
  resetSession();
  jest.useRealTimers();
});

describe('ForgotPasswordPage', () => {
  it('asks for the number and the captcha', async () => {
    const { api } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Mobile No. is required.')).toBeInTheDocument();
    expect(screen.getByText('Validation error')).toBeInTheDocument();
    expect(api.forgotPassword).not.toHaveBeenCalled();
  });

  it("shows the server's text plus a period when the request is refused", async () => {
    const api = fixtureApi({ forgotPassword: jest.fn(async () => answer(404, null, 'This mobile number is not registered')) });
    const { container } = await renderPage(<ForgotPasswordPage />, { path: '/forgot-password', api });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '0123456789' } });
    await solveCaptcha(container);
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('This mobile number is not registered.')).toBeInTheDocument();
    expect(api.forgotPassword).toHaveBeenCalledWith({ mobile_number: '60123456789', captcha: 'captcha-payload' });
  });
});

describe('ForgotPasswordTacPage', () => {
  const state = { phone: '60123456789', token: 'reset-token-1' };

  it('sends a visitor without the phone back to /forgot-password', async () => {
    await renderPage(<ForgotPasswordTacPage />, { path: '/forgot-password/tac-number' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/forgot-password');
  });

  it('checks the code and the new password, and links to customer support', async () => {
    const { api } = await renderPage(<ForgotPasswordTacPage />, { path: '/forgot-password/tac-number', state });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Please enter the 6-digit verification code')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(api.resetPassword).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Contact Customer Support' })).toHaveAttribute('href', '/contact-support');
  });

  it('resets the password and congratulates; BACK TO DASHBOARD goes to /loyalty', async () => {
    const { api, store } = await renderPage(<ForgotPasswordTacPage />, { path: '/forgot-password/tac-number', state });
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Newpass#1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'Newpass#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText("You've successfully reset your password.")).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'reset-token-1', password: 'Newpass#1', tac: '123456' });
    expect(store.getState().session.isLoggedIn).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'BACK TO DASHBOARD' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/loyalty');
  });

  it('after the countdown offers Resend Code with a captcha, which a new request needs', async () => {
    jest.useFakeTimers();
    const { container, api } = await renderPage(<ForgotPasswordTacPage />, { path: '/forgot-password/tac-number', state });
    expect(container.querySelector('altcha-widget')).toBeNull();
    for (let second = 0; second < 182; second += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    fireEvent.click(resend);
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(api.forgotPassword).not.toHaveBeenCalled();
    await solveCaptcha(container, 'fresh');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(api.forgotPassword).toHaveBeenCalledWith({ mobile_number: '60123456789', captcha: 'fresh' }));
  });
});
