import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import type { Workshop as WorkshopRow } from '../../db/schema';
import { sendOk } from '../../http/envelope';
import { describe, routePath, typed } from '../../http/schema';
import { notFound } from '../../http/errors';
import { loyaltyErrors, loyaltyPaths, type CheckWorkshopResult, type Workshop } from '../../../shared/contract/loyalty';
import { CheckWorkshopResult as CheckWorkshopResultSchema, Workshop as WorkshopSchema, WorkshopIdParams } from '../../../shared/contract/schemas/loyalty';
import { WORKSHOP_ID_PATTERN } from '../../../shared/rules';
import { findActiveWorkshop, listLocatorWorkshops, memberFacingName } from './store';

export function toLocatorWorkshop(row: WorkshopRow): Workshop {
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

export const workshopsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);

  api.get(
    loyaltyPaths.activeWorkshops,
    { schema: describe({ caller: 'public', summary: 'The workshop locator: every active partner workshop', result: Type.Array(WorkshopSchema) }) },
    async (_request, reply) => {
    const rows = await listLocatorWorkshops(ctx.db);
    return sendOk(reply, rows.map(toLocatorWorkshop));
    },
  );

  api.get(
    routePath(loyaltyPaths.checkWorkshop, 'id'),
    {
      schema: {
        params: WorkshopIdParams,
        ...describe({ caller: 'public', summary: 'Whether a workshop ID is an active partner', result: CheckWorkshopResultSchema, refusals: { 404: 'Unknown or ceased workshop' } }),
      },
    },
    async (request, reply) => {
    const id = request.params.id.trim();
    const workshop = WORKSHOP_ID_PATTERN.test(id) ? await findActiveWorkshop(ctx.db, id) : undefined;
    if (!workshop) throw notFound(loyaltyErrors.workshopInvalid);
    const result: CheckWorkshopResult = { workshop_id: workshop.workshop_id, workshop_name: memberFacingName(workshop) };
    return sendOk(reply, result);
    },
  );
};
