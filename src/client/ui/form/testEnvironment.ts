/*
 * jsdom lacks TextEncoder, which react-router 7 reads when it loads. Imported first by the account
 * features' test support, so their tests run whatever the shared jest set-up provides.
 */
import { TextDecoder, TextEncoder } from 'util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
