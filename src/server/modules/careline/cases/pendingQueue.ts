import type { ApiContext } from '../../../context';
import { badRequest, notFound } from '../../../http/errors';
import { carelineCaseErrors, PENDING_PAGE_SIZE, type PendingQueuePage, type PendingQueueQuery } from '../../../../shared/contract/carelineCases';
import { WORKSHOP_ID_PATTERN } from '../../../../shared/rules';
import { writeAudit } from '../../audit/store';
import { oilNameOf } from '../../services/view';
import { findWorkshop } from '../../workshops/store';
import { decideBy, serviceExtras } from './case';
import { listPendingPage } from './store';

/** Far more pages than the queue ever has; keeps the offset a safe integer. */
const LAST_PAGE = 100_000;

/**
 * Services waiting for verification across every workshop (or one), oldest first: the oldest is the
 * nearest the 5-day limit after which the expiry job rejects it. Each carries its flags and receipt.
 */
export async function pendingQueue(ctx: ApiContext, query: PendingQueueQuery, operator: string): Promise<PendingQueuePage> {
  const pageText = query.page ?? '';
  const page = pageText === '' ? 1 : Number(pageText);
  if (pageText !== '' && (!/^\d{1,6}$/.test(pageText) || page < 1 || page > LAST_PAGE)) throw badRequest(carelineCaseErrors.pageInvalid);
  let workshopId: string | null = null;
  if (query.workshop !== undefined && query.workshop !== '') {
    if (!WORKSHOP_ID_PATTERN.test(query.workshop)) throw badRequest(carelineCaseErrors.workshopInvalid);
    const workshop = await findWorkshop(ctx.db, query.workshop);
    if (!workshop) throw notFound(carelineCaseErrors.workshopNotFound);
    workshopId = workshop.workshop_id;
  }
  const { rows, total } = await listPendingPage(ctx.db, workshopId, (page - 1) * PENDING_PAGE_SIZE, PENDING_PAGE_SIZE);
  const extras = await serviceExtras(ctx.db, rows.map((row) => row.guid));
  await writeAudit(ctx.db, { actor: `ops:${operator}`, action: 'services.pending_listed', details: { workshop: workshopId, page }, at: ctx.clock.now() });
  return {
    items: rows.map((row) => ({
      transaction_code: row.transaction_code,
      workshop_id: row.workshop_id,
      workshop_name: row.workshop_name,
      plate_number: row.plate_number,
      mobile_number: row.anonymised ? '' : row.mobile_number,
      oil_name: oilNameOf(row.oil_code),
      total_bottle: row.total_bottle,
      current_mileage: row.current_mileage,
      created_at: row.created_at.toISOString(),
      decide_by: decideBy(row.created_at).toISOString(),
      receipt: extras.receiptOf(row.guid, row.transaction_code),
      flags: extras.flagsOf(row.guid),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PENDING_PAGE_SIZE)),
  };
}
