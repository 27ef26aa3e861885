import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { i18n } from '../../../frame/i18n';
import { clearCookies, setTokenCookies, answer, fixtureApi, renderPage } from '../../app/testUtils';
import { selectUnreadCount, type Notification } from '../../../entities/notifications/slice';
import { formatMessageDate } from './formatDate';
import InboxPage from './InboxPage';

beforeEach(() => setTokenCookies('access-1'));
afterEach(async () => {
  clearCookies();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

const messages: Notification[] = [
  {
    id: 2,
    subject: 'Service verified',
    message: 'Your service for vehicle WXY1234 has been verified by the workshop. Your next service is due in 90 days or 7,000 km, whichever comes first.',
    created_date: '2026-03-02T06:05:00.000Z',
    is_read: false,
    sender: 'Quartz Loyalty Programme',
  },
  { id: 1, subject: 'Welcome', message: 'Your registration is complete.', created_date: '2026-02-01T16:30:00.000Z', is_read: true, sender: 'Quartz Loyalty Programme' },
];

function open(list: Notification[] = messages) {
  const api = fixtureApi({ getNotifications: jest.fn(async () => answer(200, list)) });
  return renderPage(<InboxPage />, { path: '/inbox', api });
}

describe('InboxPage', () => {
  it('lists every message with sender, date and time, and the unread dot it arrived with', async () => {
    const { store, api } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'All Messages (2)' })).toBeInTheDocument();
    await waitFor(() => expect(api.readAllNotifications).toHaveBeenCalledTimes(1));
    expect(selectUnreadCount(store.getState())).toBe(0);
    const [verified, welcome] = screen.getAllByRole('button', { expanded: false });
    // 06:05 UTC is 2:05pm in Malaysia.
    expect(verified).toHaveTextContent('02/03/2026 2:05pm');
    expect(verified).toHaveTextContent('Quartz Loyalty Programme');
    expect(verified).toHaveTextContent('Service verified');
    expect(welcome).toHaveTextContent('02/02/2026 12:30am');
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    expect(verified).toContainElement(screen.getByRole('img', { name: 'Unread' }));
    // The header's GET at app start is still on its way when the page opens: the inbox uses it.
    expect(api.getNotifications).toHaveBeenCalledTimes(1);
  });

  it('expands and collapses a card', async () => {
    await open();
    const card = await screen.findByRole('button', { name: /Service verified/ });
    const message = document.getElementById(card.getAttribute('aria-controls')!)!;
    expect(message).toHaveTextContent(/whichever comes first/);
    expect(card.closest('li')).not.toHaveClass('inbox-card--expanded');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(card.closest('li')).toHaveClass('inbox-card--expanded');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(card.closest('li')).not.toHaveClass('inbox-card--expanded');
  });

  it('says so when there is no message yet', async () => {
    await open([]);
    expect(await screen.findByText('No messages yet', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Messages (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/loyalty');
  });

  it('reads in Malay', async () => {
    await open();
    await act(async () => {
      await i18n.changeLanguage('ms');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Semua Mesej (2)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Belum dibaca' })).toBeInTheDocument();
  });
});

describe('formatMessageDate', () => {
  it.each([
    ['2026-03-02T06:05:00.000Z', 'en', '02/03/2026 2:05pm'],
    ['2026-03-01T16:00:00.000Z', 'en', '02/03/2026 12:00am'],
    ['2026-03-02T01:15:00Z', 'en', '02/03/2026 9:15am'],
    ['2026-03-02T06:05:00.000Z', 'ms', '02/03/2026 2:05 tengahari'],
    ['not a date', 'en', ''],
  ])('%s in %s reads %s', (instant, language, expected) => {
    const format = language === 'ms' ? 'DD/MM/YYYY h:mm a' : 'DD/MM/YYYY h:mma';
    expect(formatMessageDate(instant, format, language)).toBe(expected);
  });
});
