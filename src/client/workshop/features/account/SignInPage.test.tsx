import { act, fireEvent, screen } from '@testing-library/react';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { WorkshopMe } from '../../../../shared/contract/workshopApp';
import { answer, fixtureApi, owner, renderPage } from '../../app/testUtils';
import { GuestOnly } from '../../app/guards';
import SignInPage from './SignInPage';

describe('SignInPage', () => {
  it('opens the counter as the session starts, without waiting for the account', async () => {
    // The account's answer comes late: the counter opens before it, and its arrival moves no one.
    let accountIn: (value: Envelope<WorkshopMe>) => void = () => undefined;
    const api = fixtureApi({ getMe: jest.fn(() => new Promise<Envelope<WorkshopMe>>((resolve) => (accountIn = resolve))) });
    const { navigate } = await renderPage(
      <GuestOnly>
        <SignInPage />
      </GuestOnly>,
      { path: '/', api },
    );
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0123450001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Kaunter#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/counter');
    expect(api.login).toHaveBeenCalledTimes(1);
    await act(async () => accountIn(answer(200, owner)));
    expect(navigate).not.toHaveBeenCalled();
  });
});
