import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, clearCookies, createTestStore, fixtureApi, renderWithApp, setTokenCookies } from '../../app/testUtils';
import { readPushRefused } from '../../../frame/storage';
import { PushOptIn } from './PushOptIn';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

/** A browser with push: its permission as given, the member app's worker registered, no subscription yet. */
function browserWithPush(permission: NotificationPermission, answerPrompt: NotificationPermission = 'granted') {
  const requestPermission = jest.fn(async () => answerPrompt);
  const subscribe = jest.fn(async () => ({ toJSON: () => subscription }));
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: { permission, requestPermission } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { requestPermission, subscribe };
}

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => {
  clearCookies();
  localStorage.clear();
  Reflect.deleteProperty(globalThis, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const offer = 'Tell me when it is verified';

describe('PushOptIn', () => {
  it('offers push with a button and asks the browser only when it is tapped', async () => {
    const { requestPermission, subscribe } = browserWithPush('default');
    const api = fixtureApi({ getPushPublicKey: jest.fn(async () => answer(200, { public_key: PUBLIC_KEY })), savePushSubscription: jest.fn(async () => answer(200)) });
    renderWithApp(<PushOptIn />, { store: createTestStore({ api }) });
    const button = await screen.findByRole('button', { name: offer });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText('Notifications are on: we will tell you on this phone when the workshop verifies or rejects your service.')).toHaveAttribute('role', 'status');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(api.savePushSubscription).toHaveBeenCalledWith(subscription, 'access-1');
    expect(screen.queryByRole('button', { name: offer })).not.toBeInTheDocument();
  });

  it("goes for good after 'No thanks'", async () => {
    browserWithPush('default');
    const { unmount } = renderWithApp(<PushOptIn />);
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('button', { name: offer })).not.toBeInTheDocument();
    expect(readPushRefused()).toBe(true);
    unmount();
    const { store } = renderWithApp(<PushOptIn />);
    await waitFor(() => expect(store.getState().pushOptIn.phase).toBe('hidden'));
    expect(screen.queryByRole('button', { name: offer })).not.toBeInTheDocument();
  });

  it('is not offered where the browser refused notifications or has no push', async () => {
    browserWithPush('denied');
    const denied = renderWithApp(<PushOptIn />);
    await waitFor(() => expect(denied.store.getState().pushOptIn.phase).toBe('hidden'));
    expect(screen.queryByRole('button', { name: offer })).not.toBeInTheDocument();
    denied.unmount();

    Reflect.deleteProperty(globalThis, 'Notification');
    const noPush = renderWithApp(<PushOptIn />);
    await waitFor(() => expect(noPush.store.getState().pushOptIn.phase).toBe('hidden'));
    expect(screen.queryByRole('button', { name: offer })).not.toBeInTheDocument();
  });
});
