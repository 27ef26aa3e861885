import { eventChannel, type EventChannel } from 'redux-saga';

/** The browser's side of the connection notice, each a plain function sagas `call`. */

export function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The browser's `online` and `offline` events, as `true` for online and `false` for offline. */
export function connectionChannel(): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}
