import { openPushPage, pushMessageOf, showPush, type ClientsLike, type RegistrationLike } from './pushHandling';

/** What the member's service worker imports (workbox's importScripts): its `push` and `notificationclick` handlers. */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: { data: { url?: unknown } | null; close(): void };
}
interface WorkerScope {
  location: Location;
  registration: RegistrationLike;
  clients: ClientsLike;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;

function readJson(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const message = pushMessageOf(readJson(event), worker.location.origin);
  // Only our server holds the key pushes are signed with, and it sends nothing else.
  if (message) event.waitUntil(showPush(worker.registration, message));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPushPage(worker.clients, worker.location.origin, event.notification.data?.url));
});
