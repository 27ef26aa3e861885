import type { ApiContext } from '../../context';
import type { Workshop as WorkshopRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loyaltyErrors, type CheckWorkshopResult, type Workshop } from '../../../shared/contract/loyalty';
import { WORKSHOP_ID_PATTERN } from '../../../shared/rules';
import { findActiveWorkshop, listLocatorWorkshops, memberFacingName } from './store';

function toLocatorWorkshop(row: WorkshopRow): Workshop {
  return {
    id: row.id,
    workshop_id: row.workshop_id,
    workshop_name: row.name,
    workshop_address: row.address,
    latitude: row.latitude === null ? '' : String(row.latitude),
    longitude: row.longitude === null ? '' : String(row.longitude),
    mobile_number: row.mobile_number,
    tqac_workshop: row.tqac_workshop,
  };
}

/** The workshop locator: every active partner workshop. */
export async function locatorWorkshops(ctx: ApiContext): Promise<Workshop[]> {
  return (await listLocatorWorkshops(ctx.db)).map(toLocatorWorkshop);
}

/** An active partner by the ID a member typed, under the name members see; 404 otherwise. */
export async function checkWorkshop(ctx: ApiContext, idInput: string): Promise<CheckWorkshopResult> {
  const id = idInput.trim();
  const workshop = WORKSHOP_ID_PATTERN.test(id) ? await findActiveWorkshop(ctx.db, id) : undefined;
  if (!workshop) throw notFound(loyaltyErrors.workshopInvalid);
  return { workshop_id: workshop.workshop_id, workshop_name: memberFacingName(workshop) };
}
