import type { GeoPoint } from './workshops';

export type GeolocationFailureReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Why the member's position could not be read; a saga turns it into a message. */
export class GeolocationFailure extends Error {
  constructor(readonly reason: GeolocationFailureReason) {
    super(`Geolocation failed: ${reason}`);
    this.name = 'GeolocationFailure';
  }
}

// GeolocationPositionError codes; the constants are missing where the API is missing.
const reasonByCode: Record<number, GeolocationFailureReason> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/**
 * navigator.geolocation as a promise, so a saga can `call` it and tests can provide its answer.
 * Rejects with a GeolocationFailure, never with the browser's error object.
 */
export function getCurrentPosition(options: PositionOptions = GEOLOCATION_OPTIONS): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new GeolocationFailure('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new GeolocationFailure(reasonByCode[error.code] ?? 'unavailable')),
      options,
    );
  });
}

export function failureReason(error: unknown): GeolocationFailureReason {
  return error instanceof GeolocationFailure ? error.reason : 'unavailable';
}
