import type { PushMessage } from '../../../shared/contract/workshopApp';

/**
 * The member's service worker and Web Push (domain.md 'Member notifications'): the server sends a
 * notification already in the member's language; the worker shows it and, when tapped, opens the
 * service it is about. TypeScript's DOM library has no service-worker types, so the few used here
 * are written out.
 */

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface RegistrationLike {
  showNotification(title: string, options: NotificationOptions & { renotify?: boolean }): Promise<void>;
}

/** The member app's addresses: the other apps (their own scopes and workers) are never opened by a member's push. */
const OTHER_APPS = /^\/(workshop|careline)(\/|$)/;

/** The page to open: a path of the member app on this origin, or null for anything else. */
export function memberPageUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  const resolved = new URL(url, origin);
  return resolved.origin === origin && !OTHER_APPS.test(resolved.pathname) ? resolved.href : null;
}

/** The push's JSON as the server sends it (PushMessage), or null for anything else. */
export function pushMessageOf(data: unknown, origin: string): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof tag !== 'string') return null;
  const page = memberPageUrl(url, origin);
  return page ? { title, body, tag, url: page } : null;
}

/**
 * Shows the push. A newer push about the same service (its tag) replaces the older one and alerts
 * again: 'verified' after 'submitted' is news.
 */
export function showPush(registration: RegistrationLike, message: PushMessage): Promise<void> {
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    renotify: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    data: { url: message.url },
  });
}

/**
 * A tapped notification opens its page: in the member app's open window if there is one (brought
 * to the front, then sent there), otherwise in a new window. A window this worker does not control
 * yet cannot be sent anywhere; a new window opens then.
 */
export async function openPushPage(clients: ClientsLike, origin: string, url: unknown): Promise<void> {
  const page = memberPageUrl(url, origin) ?? new URL('/loyalty', origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => {
    const address = new URL(client.url);
    return address.origin === origin && !OTHER_APPS.test(address.pathname);
  });
  if (open) {
    try {
      await open.focus();
      await open.navigate(page);
      return;
    } catch {
      // Not controlled by this worker (opened before it took over): a window of its own instead.
    }
  }
  await clients.openWindow(page);
}
