import { act, fireEvent, screen, within } from '@testing-library/react';
import { rootReducer } from '../../app/store';
import { answer, fixtureApi, memberProfile, renderPage, resetSession } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import ReferAndEarnPage from './ReferAndEarnPage';

const writeText = jest.fn(async (_text: string) => {});
beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  resetSession();
  writeText.mockClear();
  jest.useRealTimers();
});

function open(api = fixtureApi()) {
  const preloadedState = rootReducer(undefined, profileActions.fetchSucceeded(memberProfile));
  return renderPage(<ReferAndEarnPage />, { path: '/refer-and-earn', api, preloadedState });
}

const url = `${window.location.origin}/how-it-works?ref=ABCD2345`;

describe('ReferAndEarnPage', () => {
  it('shows the code and the referral link to the how-it-works page with ?ref=', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy your referral code ABCD2345' })).toHaveTextContent('ABCD2345');
    expect(screen.getByLabelText('Referral link')).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/loyalty');
  });

  it('copies the code on a tap and says "Copied!" for 2.5 seconds', async () => {
    jest.useFakeTimers();
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy your referral code ABCD2345' }));
    });
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(2400);
    });
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getByText('Tap the code to copy it.')).toBeInTheDocument();
  });

  it('shares by WhatsApp, email or a copied link, each with the invitation', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Share invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Share your invitation' });
    const message = `Hi! I get a free bottle of engine oil with the Quartz Loyalty Programme: service your car at a participating workshop and every 4th or 5th bottle is on Quartz. Sign up with my referral code ABCD2345 here: ${url}`;
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(within(dialog).getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Join me on the Quartz Loyalty Programme')}&body=${encodeURIComponent(message)}`,
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists rewards: an earned one links to its edit-details form, a redeemed one says so', async () => {
    const api = fixtureApi({
      getMgmRewards: jest.fn(async () =>
        answer(200, [
          { id: 7, status: 'earned', friend_name: 'Kumar', created_date: '2026-03-02T02:00:00.000Z', redeemed_date: null },
          { id: 3, status: 'address received', friend_name: 'Aina', created_date: '2026-01-10T02:00:00.000Z', redeemed_date: '2026-01-11T02:00:00.000Z' },
        ]),
      ),
    });
    await open(api);
    expect(await screen.findByText('Reward for referring Kumar')).toBeInTheDocument();
    expect(screen.getByText('Earned on 02/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim reward' })).toHaveAttribute('href', '/campaign/mgm?mid=7');
    expect(screen.getByText('Delivery details received')).toBeInTheDocument();
  });

  it('says so when there are no rewards yet', async () => {
    await open();
    expect(await screen.findByText('No rewards yet. Share your code to start earning.')).toBeInTheDocument();
  });
});
