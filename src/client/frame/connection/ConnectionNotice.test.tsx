import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../member/app/testUtils';
import { i18n } from '../i18n';
import { ConnectionNotice } from './ConnectionNotice';
import { connectionActions } from './slice';

describe('ConnectionNotice', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('is empty while online, says offline, then says back online, in the live region', () => {
    const { store } = renderWithApp(<ConnectionNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    act(() => store.dispatch(connectionActions.wentOffline()));
    expect(region).toHaveTextContent("You're offline. What you type stays here until you're back online.");
    act(() => store.dispatch(connectionActions.cameBackOnline()));
    expect(region).toHaveTextContent("You're back online.");
    act(() => store.dispatch(connectionActions.backOnlineNoticeEnded()));
    expect(region).toHaveTextContent('');
  });

  it('speaks Malay when the member chose it', async () => {
    await act(() => i18n.changeLanguage('ms'));
    const { store } = renderWithApp(<ConnectionNotice />);
    act(() => store.dispatch(connectionActions.wentOffline()));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('Anda di luar talian.');
  });
});
