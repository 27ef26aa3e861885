import { sql } from 'kysely';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { WorkshopStatus, type Workshop } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { carelineWorkshopErrors, WORKSHOP_LIST_LIMIT, type CarelineWorkshop, type NewWorkshopRequest } from '../../../shared/contract/carelineWorkshops';
import { checkFields, workshopFields } from '../../../shared/rules/forms';
import { normaliseWorkshopId } from '../../../shared/loyalty/submission';
import { writeAudit } from '../audit/store';
import { findMemberByMobile } from '../members/store';
import { findWorkshop } from './store';

/* The programme's workshops as the careline keeps them (README 'Careline', Workshops): listed, added, ceased. */

type OwnerOf = { owner_name: string | null; owner_mobile: string | null };

function toCarelineWorkshop(row: Workshop & OwnerOf): CarelineWorkshop {
  return {
    workshop_id: row.workshop_id,
    name: row.name,
    address: row.address,
    state: row.state,
    mobile_number: row.mobile_number,
    tqac_workshop: row.tqac_workshop,
    listed: row.listed,
    status: row.status,
    has_key: row.api_key_hash !== null,
    owner: row.owner_name !== null && row.owner_mobile !== null ? { name: row.owner_name, mobile_number: row.owner_mobile } : null,
    created_at: row.created_at.toISOString(),
  };
}

function withOwner(db: Db) {
  return db
    .selectFrom('workshops as w')
    .leftJoin('workshop_staff as o', (join) => join.onRef('o.workshop_id', '=', 'w.workshop_id').on('o.role', '=', 'owner').on('o.removed_at', 'is', null))
    .selectAll('w')
    .select(['o.name as owner_name', 'o.mobile_number as owner_mobile']);
}

/** Workshops whose ID or name has `q` (every workshop when empty), active first, then by ID. */
export async function listProgrammeWorkshops(ctx: ApiContext, query: string | undefined, actor: string): Promise<CarelineWorkshop[]> {
  const q = (query ?? '').trim();
  if (q.length > 100) throw badRequest(carelineWorkshopErrors.queryInvalid);
  let select = withOwner(ctx.db);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    select = select.where((eb) => eb.or([eb(sql`lower(w.workshop_id)`, 'like', like), eb(sql`lower(w.name)`, 'like', like)]));
  }
  const rows = await select
    .orderBy(sql`case when w.status = 'active' then 0 else 1 end`)
    .orderBy('w.workshop_id')
    .limit(WORKSHOP_LIST_LIMIT)
    .execute();
  await writeAudit(ctx.db, { actor, action: 'workshops.listed', details: q ? { q } : null, at: ctx.clock.now() });
  return rows.map(toCarelineWorkshop);
}

async function programmeWorkshop(db: Db, workshopId: string): Promise<CarelineWorkshop> {
  const row = await withOwner(db).where('w.workshop_id', '=', normaliseWorkshopId(workshopId)).executeTakeFirstOrThrow();
  return toCarelineWorkshop(row);
}

/**
 * Adds a workshop to the programme, active, without a key or an owner (their own calls). Its ID and
 * number are its own: another workshop's ID, or a number a member or a workshop has, is refused.
 */
export async function addWorkshop(ctx: ApiContext, body: Partial<NewWorkshopRequest> | undefined, actor: string): Promise<CarelineWorkshop> {
  const values = {
    workshop_id: (body?.workshop_id ?? '').trim(),
    name: (body?.name ?? '').trim(),
    address: (body?.address ?? '').trim(),
    state: (body?.state ?? '').trim(),
    mobile_number: (body?.mobile_number ?? '').trim(),
  };
  const now = ctx.clock.now();
  assertRules(checkFields(workshopFields, values, now));
  const workshopId = normaliseWorkshopId(values.workshop_id);
  return ctx.db.transaction().execute(async (trx) => {
    if (await findWorkshop(trx, workshopId)) throw conflict(carelineWorkshopErrors.workshopExists);
    if ((await findMemberByMobile(trx, values.mobile_number)) || (await ctx.workshopNumbers.isWorkshopNumber(trx, values.mobile_number))) {
      throw conflict(carelineWorkshopErrors.numberTaken);
    }
    await trx
      .insertInto('workshops')
      .values({
        ...values,
        workshop_id: workshopId,
        latitude: null,
        longitude: null,
        tqac_workshop: body?.tqac_workshop === true,
        listed: body?.listed !== false,
        status: WorkshopStatus.Active,
        api_key_hash: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await writeAudit(trx, { actor, action: 'workshop.added', subject: workshopId, details: { name: values.name, state: values.state }, at: now });
    return programmeWorkshop(trx, workshopId);
  });
}

/**
 * Takes a workshop out of the programme, as the seed's ceased workshops are: its key and its counter
 * app stop at once, the locator leaves it out, members' new services for it are refused (410, with
 * the ceased-workshop popup), and its services keep their history. A workshop does not come back.
 */
export async function ceaseWorkshop(ctx: ApiContext, workshopId: string, actor: string): Promise<CarelineWorkshop> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const workshop = await findWorkshop(trx, workshopId);
    if (!workshop) throw notFound(carelineWorkshopErrors.workshopNotFound);
    if (workshop.status === WorkshopStatus.Ceased) throw conflict(carelineWorkshopErrors.ceasedAlready);
    await trx.updateTable('workshops').set({ status: WorkshopStatus.Ceased, updated_at: now }).where('id', '=', workshop.id).execute();
    await writeAudit(trx, { actor, action: 'workshop.ceased', subject: workshop.workshop_id, at: now });
    return programmeWorkshop(trx, workshop.workshop_id);
  });
}
