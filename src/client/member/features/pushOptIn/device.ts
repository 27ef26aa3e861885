import type { PushSubscriptionRequest } from '../../../../shared/contract/workshopApp';

/** What this device and browser allow: no push at all, a refused permission, a subscription already, or an offer to make. */
export type PushDevice = 'unsupported' | 'denied' | 'subscribed' | 'available';

/**
 * The member app's service worker registration (scope /), if this build has one: pushes reach a
 * closed app only through it. A development build registers none, and offers no push.
 */
export async function memberRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration && 'pushManager' in registration ? registration : null;
}

/** Whether to offer push on this device, asking the browser nothing that shows a prompt. */
export async function pushDevice(): Promise<PushDevice> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await memberRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'subscribed' : 'available';
}

/** The browser's prompt: only ever called from the member's tap on the opt-in button. */
export function requestPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The VAPID public key (base64url, as the server gives it) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This device's subscription (the one it has, or a new one for the server's key), as the server stores it. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionRequest> {
  const registration = await memberRegistration();
  if (!registration) throw new Error('No service worker to receive pushes');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a subscription without keys');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * At logout: the server forgets this device's subscription with the session; the browser's is
 * dropped too, so the next member to sign in here is asked afresh rather than taken as subscribed.
 */
export async function unsubscribeDevice(): Promise<void> {
  const registration = await memberRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
