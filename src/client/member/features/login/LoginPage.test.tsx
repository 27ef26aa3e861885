import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, deferred, fixtureApi, renderPage, resetSession, solveCaptcha, tokens } from '../../app/testUtils';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { BrowserTokens } from '../../../../shared/contract/accounts';
import LoginPage from './LoginPage';

jest.mock('altcha', () => ({}));

afterEach(resetSession);

function open(api = fixtureApi(), state?: unknown) {
  return renderPage(<LoginPage />, { path: '/login', state, api });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

describe('LoginPage', () => {
  it('shows the spec messages under empty fields and sends nothing', async () => {
    const { api } = await open();
    submit();
    expect(await screen.findByText('Mobile No. is required.')).toBeInTheDocument();
    expect(screen.getByText('Please insert your password')).toBeInTheDocument();
    expect(screen.getByText('Validation error')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('refuses a short number and a weak password with their own messages', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password' } });
    submit();
    expect(await screen.findByText('Please provide a valid information')).toBeInTheDocument();
    expect(screen.getByText('The information is invalid, please try again')).toBeInTheDocument();
  });

  it('keeps digits only, at most 13, and clears the number when the country changes', async () => {
    await open();
    const mobile = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    fireEvent.change(mobile, { target: { value: '01-2345 678901234' } });
    expect(mobile.value).toBe('0123456789012');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '65' } });
    expect(mobile.value).toBe('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['MY +60', 'SG +65', 'BN +673', 'TH +66']);
  });

  it('shows no captcha and sends "off" when the server checks none', async () => {
    const api = fixtureApi({
      getCaptchaChallenge: jest.fn(async () => ({ provider: 'off' as const, challenge: null, site_key: null, expires_at: null })),
    });
    await open(api);
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '0123456789' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Minyak#2026' } });
    submit();
    await waitFor(() => expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ mobile_number: '60123456789', captcha: 'off' })));
  });

  it('shows and hides the password', async () => {
    await open();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Hide');
  });

  it('sends the number without its trunk 0, disables the button while the request runs, then returns to the remembered page', async () => {
    const pending = deferred<Envelope<BrowserTokens>>();
    const api = fixtureApi({ login: jest.fn(() => pending.promise) });
    const { container, navigate } = await open(api, { from: '/inbox?page=2' });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '0123456789' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    await solveCaptcha(container);
    submit();

    const button = screen.getByRole('button', { name: /LOGIN/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(api.login).toHaveBeenCalledWith({ mobile_number: '60123456789', password: 'Secret#123', captcha: 'captcha-payload' });

    await act(async () => pending.resolve(answer(200, tokens)));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inbox?page=2', { replace: true }));
  });

  it('shows the refusal popup and lets the member try again', async () => {
    const api = fixtureApi({ login: jest.fn(async () => answer(401, null, 'Invalid mobile number or password')) });
    const { container } = await open(api);
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '123456789' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    await solveCaptcha(container);
    submit();
    expect(await screen.findByText('Invalid mobile number or password')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Invalid mobile number or password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it('links to forgot password and register', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });
});
