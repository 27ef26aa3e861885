/** The browser's passkey prompt, for every screen that makes or uses a passkey (sign-in, step-up, my account). */
export { passkeyAnswer } from '../features/account/sagas';
