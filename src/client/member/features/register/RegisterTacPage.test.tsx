import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, fixtureApi, renderPage, resetSession } from '../../app/testUtils';
import { i18n } from '../../../frame/i18n';
import registerReducer, { registerActions } from './slice';
import RegisterTacPage from './RegisterTacPage';

afterEach(async () => {
  resetSession();
  jest.useRealTimers();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

const state = { register_phone: '60123456789' };

/** Saga delays settle through promises, so the time passes inside an async act. */
async function pass(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

function open(api = fixtureApi()) {
  return renderPage(<RegisterTacPage />, { path: '/register/tac-number', state, api });
}

describe('RegisterTacPage', () => {
  it('sends a visitor without register_phone back to /register', async () => {
    await renderPage(<RegisterTacPage />, { path: '/register/tac-number' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/register');
  });

  it('shows the number with a + and asks for the 6-digit code', async () => {
    const { api } = await open();
    expect(screen.getByText(/\+60123456789/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '12a3' } });
    expect(screen.getByLabelText('Verification Code')).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('Please enter the 6-digit verification code')).toBeInTheDocument();
    expect(api.verify).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/register');
  });

  it('counts down from 03:00, shows Resend Code about 2 seconds after 00:00, and restarts after a resend', async () => {
    jest.useFakeTimers();
    const { api } = await open();
    expect(screen.getByText('Resend code in 03:00')).toBeInTheDocument();
    await pass(1000);
    expect(screen.getByText('Resend code in 02:59')).toBeInTheDocument();
    for (let second = 0; second < 179; second += 1) await pass(1000);
    expect(screen.getByText('Resend code in 00:00')).toBeInTheDocument();
    await pass(1900);
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await pass(100);
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(api.resendVerification).toHaveBeenCalledWith({ mobile_number: '60123456789' });
    await pass(0);
    expect(screen.getByText('Resend code in 03:00')).toBeInTheDocument();
  });

  it('on the right code welcomes the member, then CONTINUE opens the survey', async () => {
    const { api, store } = await open();
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('Thank you! Your registration is complete. Next up: register your vehicle.')).toBeInTheDocument();
    expect(api.verify).toHaveBeenCalledWith({ mobile_number: '60123456789', tac: '123456' });
    expect(api.getProfile).toHaveBeenCalled();
    expect(store.getState().survey.offered).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/register/survey');
  });

  it('on a wrong code shows the spec text with TRY AGAIN', async () => {
    const api = fixtureApi({ verify: jest.fn(async () => answer(500, null, 'Invalid verification code')) });
    await open(api);
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText("Oops! Look like you're entered an incorrect verification code")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });

  it('after a registration whose number had a live code, says so and counts down from retry_after', async () => {
    jest.useFakeTimers();
    // What the registration saga stores from the answer's `code_already_sent` and `retry_after` before it opens this page.
    const offered = registerReducer(undefined, registerActions.codeOffered({ alreadySent: true, retryAfter: 42 }));
    await renderPage(<RegisterTacPage />, { path: '/register/tac-number', state, api: fixtureApi(), preloadedState: { register: offered } });
    expect(screen.getByRole('status')).toHaveTextContent('A code was already sent to this number and still works');
    expect(screen.getByText('Resend code in 00:42')).toBeInTheDocument();
    await pass(1000);
    expect(screen.getByText('Resend code in 00:41')).toBeInTheDocument();
  });

  it('a resend answered with code_already_sent says the code was already sent and counts down from retry_after, not from 03:00', async () => {
    jest.useFakeTimers();
    const resendVerification = jest.fn(async () => answer(200, { code_already_sent: true, retry_after: 95 }));
    await open(fixtureApi({ resendVerification }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    for (let second = 0; second < 180; second += 1) await pass(1000);
    await pass(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await pass(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'A code was already sent to this number and still works: enter the code from that SMS. You can ask for a new one when the countdown ends.',
    );
    expect(screen.getByText('Resend code in 01:35')).toBeInTheDocument();
    await pass(1000);
    expect(screen.getByText('Resend code in 01:34')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ms');
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kod telah pun dihantar ke nombor ini dan masih sah: masukkan kod daripada SMS tersebut. Anda boleh meminta kod baharu apabila kiraan detik tamat.',
    );
    expect(screen.getByText('Hantar semula kod dalam 01:34')).toBeInTheDocument();
  });

  it('a resend refused with 429 and retry_after tells the refusal and counts down from retry_after, so the link comes back when asking can work', async () => {
    jest.useFakeTimers();
    const resendVerification = jest.fn(async () => answer(429, { retry_after: 40 }, 'Please wait before requesting another code'));
    await open(fixtureApi({ resendVerification }));
    for (let second = 0; second < 180; second += 1) await pass(1000);
    await pass(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await pass(0);
    expect(screen.getByText('Please wait before requesting another code')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 00:40')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
