import { memberPageUrl, openPushPage, pushMessageOf, showPush, type WindowClientLike } from './pushHandling';

const origin = 'https://loyalty.example.my';
const message = { title: 'Service verified', body: 'WQA 1234: 7K3 M9Q X2VD is verified.', url: '/loyalty/service-information?code=7K3M9QX2VD', tag: 'service-7K3M9QX2VD' };

describe('the push message', () => {
  it("is read with the member app's page as an address of this origin", () => {
    expect(pushMessageOf(message, origin)).toEqual({ ...message, url: `${origin}/loyalty/service-information?code=7K3M9QX2VD` });
  });

  it('is refused when a field is missing or the page is not one of the member app', () => {
    expect(pushMessageOf(null, origin)).toBeNull();
    expect(pushMessageOf({ ...message, title: '' }, origin)).toBeNull();
    expect(pushMessageOf({ ...message, url: 'https://elsewhere.example/' }, origin)).toBeNull();
    expect(pushMessageOf({ ...message, url: '//elsewhere.example/' }, origin)).toBeNull();
    expect(pushMessageOf({ ...message, url: '/workshop/' }, origin)).toBeNull();
    expect(memberPageUrl('/careline', origin)).toBeNull();
  });

  it('is shown with its tag, alerting again, and keeps its page for the tap', async () => {
    const showNotification = jest.fn().mockResolvedValue(undefined);
    await showPush({ showNotification }, message);
    expect(showNotification).toHaveBeenCalledWith('Service verified', {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: message.url },
    });
  });
});

describe('a tapped notification', () => {
  const page = `${origin}/loyalty/service-information?code=7K3M9QX2VD`;
  const windowAt = (url: string, navigate = jest.fn().mockResolvedValue(undefined)): WindowClientLike & { focus: jest.Mock; navigate: jest.Mock } => ({
    url,
    focus: jest.fn().mockResolvedValue(undefined),
    navigate,
  });

  it("brings the member app's open window to the front and sends it to the service", async () => {
    const counter = windowAt(`${origin}/workshop/`);
    const member = windowAt(`${origin}/loyalty`);
    const clients = { matchAll: jest.fn().mockResolvedValue([counter, member]), openWindow: jest.fn() };
    await openPushPage(clients, origin, message.url);
    expect(member.focus).toHaveBeenCalled();
    expect(member.navigate).toHaveBeenCalledWith(page);
    expect(counter.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the member app is open, or the open one cannot be sent', async () => {
    const none = { matchAll: jest.fn().mockResolvedValue([]), openWindow: jest.fn() };
    await openPushPage(none, origin, message.url);
    expect(none.openWindow).toHaveBeenCalledWith(page);

    const uncontrolled = windowAt(`${origin}/`, jest.fn().mockRejectedValue(new TypeError('not controlled')));
    const clients = { matchAll: jest.fn().mockResolvedValue([uncontrolled]), openWindow: jest.fn() };
    await openPushPage(clients, origin, message.url);
    expect(clients.openWindow).toHaveBeenCalledWith(page);
  });

  it("opens the member's home for a notification without a page of the member app", async () => {
    const clients = { matchAll: jest.fn().mockResolvedValue([]), openWindow: jest.fn() };
    await openPushPage(clients, origin, 'https://elsewhere.example/');
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/loyalty`);
  });
});
