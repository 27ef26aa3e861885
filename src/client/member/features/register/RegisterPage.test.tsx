import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, deferred, fixtureApi, renderPage, resetSession, solveCaptcha } from '../../app/testUtils';
import type { Envelope } from '../../../../shared/contract/envelope';
import RegisterPage from './RegisterPage';

jest.mock('altcha', () => ({}));

afterEach(resetSession);

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('Full Name (as per NRIC)', 'Siti Aminah');
  type('Date of Birth', '1990-05-17');
  type('Mobile Number', '0123456789');
  type('Email Address', ' siti@example.com ');
  type('Password', 'Secret#123');
  type('Confirm Password', 'Secret#123');
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('RegisterPage', () => {
  it('shows the spec messages for an empty form', async () => {
    const { api } = await renderPage(<RegisterPage />, { path: '/register' });
    submit();
    expect(await screen.findByText('*Please provide your full name as per NRIC')).toBeInTheDocument();
    expect(screen.getByText('Please fill out this field')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('*Please provide a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the Terms & Conditions to proceed.')).toBeInTheDocument();
    expect(screen.getByText('Validation error')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs, and refuses a member under 18', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    type('Password', 'Secret#123');
    type('Confirm Password', 'Secret#124');
    type('Date of Birth', `${new Date().getFullYear() - 10}-01-01`);
    submit();
    expect(await screen.findByText("Password doesn't match. Please enter password again")).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid Date of Birth')).toBeInTheDocument();
  });

  it('takes the date of birth as DD/MM/YYYY, whatever the browser language, and refuses a year before 1930', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    const field = screen.getByLabelText('Date of Birth');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    type('Date of Birth', '02111988');
    expect(field).toHaveValue('02/11/1988');
    type('Date of Birth', '31/12/1929');
    submit();
    expect(await screen.findByText('Please provide a valid Date of Birth')).toBeInTheDocument();
  });

  it('prefills the referral code from ?ref= and links the terms and the privacy policy', async () => {
    await renderPage(<RegisterPage />, { path: '/register', url: '/register?ref=ABCD2345' });
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('ABCD2345');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/pdf/terms-and-conditions.pdf');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('sends the registration, busy while it runs, then opens the code page', async () => {
    const pending = deferred<Envelope<unknown>>();
    const api = fixtureApi({ register: jest.fn(() => pending.promise) });
    const { container, navigate } = await renderPage(<RegisterPage />, { path: '/register', url: '/register?ref=ABCD2345', api });
    fillValidForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /future updates/ }));
    await solveCaptcha(container);
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /REGISTER/ })).toBeDisabled());
    expect(api.register).toHaveBeenCalledWith({
      fullname: 'Siti Aminah',
      birth_date: '1990-05-17',
      email: 'siti@example.com',
      mobile_number: '60123456789',
      password: 'Secret#123',
      confirm_password: 'Secret#123',
      referrer_code: 'ABCD2345',
      subscribe: 'true',
      captcha: 'captcha-payload',
      language: 'en',
    });
    pending.resolve(answer(200));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/register/tac-number', { state: { register_phone: '60123456789' } }),
    );
  });

  it('shows the end-consumer text on 400', async () => {
    const api = fixtureApi({ register: jest.fn(async () => answer(400, null, 'Not an end-consumer')) });
    const { container } = await renderPage(<RegisterPage />, { path: '/register', api });
    fillValidForm();
    await solveCaptcha(container);
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'The Quartz website is strictly for end-consumers who are not in any way affiliated with the provider or participating workshops.',
      ),
    ).toBeInTheDocument();
  });

  it('social sign-up: prefills name and email, asks no password, and sends the provider data', async () => {
    const state = {
      social: true,
      data: { provider: 'google', user_id: 'g-1', access_token: 'ga', token_id: 'gt', fullname: 'Siti Aminah', email: 'siti@example.com' },
    };
    const api = fixtureApi();
    const { container } = await renderPage(<RegisterPage />, { path: '/register', state, api });
    expect(screen.getByLabelText('Full Name (as per NRIC)')).toHaveValue('Siti Aminah');
    expect(screen.getByLabelText('Email Address')).toHaveValue('siti@example.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    type('Date of Birth', '1990-05-17');
    type('Mobile Number', '123456789');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await solveCaptcha(container);
    submit();
    await waitFor(() =>
      expect(api.registerSocial).toHaveBeenCalledWith({
        fullname: 'Siti Aminah',
        birth_date: '1990-05-17',
        email: 'siti@example.com',
        mobile_number: '60123456789',
        provider: 'google',
        user_id: 'g-1',
        access_token: 'ga',
        token_id: 'gt',
        referrer_code: undefined,
        subscribe: undefined,
        captcha: 'captcha-payload',
        language: 'en',
      }),
    );
  });
});
