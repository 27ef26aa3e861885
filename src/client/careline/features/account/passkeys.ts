import type { PasskeyResponse } from './api';

/**
 * The browser's passkey prompts through @simplewebauthn/browser, loaded only when a person makes or
 * uses a passkey, so the console's first page stays within its budget.
 */
const browserWebAuthn = () => import(/* webpackChunkName: "careline-passkeys" */ '@simplewebauthn/browser');

/** Makes a new passkey for the options the server gave; the browser asks the person. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyResponse> {
  const { startRegistration } = await browserWebAuthn();
  return (await startRegistration({ optionsJSON: options as never })) as unknown as PasskeyResponse;
}

/** Answers the server's challenge with one of the person's passkeys; the browser offers them. */
export async function answerWithPasskey(options: Record<string, unknown>): Promise<PasskeyResponse> {
  const { startAuthentication } = await browserWebAuthn();
  return (await startAuthentication({ optionsJSON: options as never })) as unknown as PasskeyResponse;
}

/** Whether this browser can make and use passkeys at all; the password form is offered either way. */
export async function passkeysAvailable(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await browserWebAuthn();
  return browserSupportsWebAuthn();
}
