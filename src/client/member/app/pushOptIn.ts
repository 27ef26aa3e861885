/**
 * The push offer of domain.md 'Member notifications', which the service wizard's last step shows:
 * the app composes its features, and a feature never imports another.
 */
export { PushOptIn } from '../features/pushOptIn/PushOptIn';
