import type { Workshop } from '../../../../shared/contract/loyalty';

/** A point on the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A workshop the locator can place: coordinates parsed, Quartz Auto Care or not. */
export interface LocatorWorkshop {
  id: number;
  workshopId: string;
  name: string;
  address: string;
  mobileNumber: string;
  isQuartzAutoCare: boolean;
  position: GeoPoint;
}

/** Spec section 7: internal test workshops never appear on the locator, whatever the server sends. */
export const HIDDEN_WORKSHOP_IDS: readonly string[] = ['8888', '9999'];

/** Kuala Lumpur city centre: where the map starts before the member's position is known. */
export const DEFAULT_CENTRE: GeoPoint = { lat: 3.139, lng: 101.6869 };
export const INITIAL_ZOOM = 14;
/** Spec section 4: recentring on the member zooms to 18. */
export const MEMBER_ZOOM = 18;
/** Close enough to tell the workshop's street, with its neighbours still in sight. */
export const WORKSHOP_ZOOM = 16;

function coordinate(value: string | number | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** GET /api/workshop/active as the map needs it: entries without usable coordinates, 8888 and 9999 dropped. */
export function toLocatorWorkshops(list: readonly Workshop[]): LocatorWorkshop[] {
  const kept: LocatorWorkshop[] = [];
  for (const w of list) {
    if (HIDDEN_WORKSHOP_IDS.includes(String(w.workshop_id).trim())) continue;
    const lat = coordinate(w.latitude, 90);
    const lng = coordinate(w.longitude, 180);
    if (lat === null || lng === null) continue;
    kept.push({
      id: w.id,
      workshopId: w.workshop_id,
      name: w.workshop_name,
      address: w.workshop_address,
      mobileNumber: w.mobile_number,
      isQuartzAutoCare: w.tqac_workshop,
      position: { lat, lng },
    });
  }
  return kept;
}
