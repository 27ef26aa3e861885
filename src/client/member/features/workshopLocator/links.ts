import type { GeoPoint } from './workshops';

/** Google Maps directions to the workshop's coordinates (opens the app on phones). */
export function directionsUrl(position: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${position.lat},${position.lng}`;
}

/** Numbers are stored with their country code and no '+' ('60391315588'). */
export function telUrl(mobileNumber: string): string {
  const digits = mobileNumber.replace(/\D/g, '');
  return `tel:+${digits}`;
}

/** The number as it is dialled, '+60391315588': grouping differs between landlines and mobiles. */
export function displayPhone(mobileNumber: string): string {
  const digits = mobileNumber.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}
