import type { GeoPoint } from './workshops';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): plenty for sorting workshops by nearness. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '3.7' in English, '3,7' in Malay: one decimal is as precise as a straight-line distance deserves. */
export function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-MY', { maximumFractionDigits: 1 }).format(km);
}
