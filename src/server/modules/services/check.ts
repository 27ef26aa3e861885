import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Member, Service, Workshop } from '../../db/schema';
import { notFound, unauthorized } from '../../http/errors';
import type { AccessClaimsOfRequest } from '../../plugins/auth';
import { inLanguage } from '../../../shared/serverTexts';
import { accountErrors } from '../../../shared/contract/accounts';
import { loyaltyErrors, type ServiceCheckResult } from '../../../shared/contract/loyalty';
import { serviceCheckAnswer } from '../../../shared/loyalty';
import { transactionCodeFrom } from '../../../shared/rules';
import { findPolledService, findReceiptOfService, findServiceByCode } from './store';
import { oilNameOf } from './view';

/**
 * Step 4's poll, answered by the shared table; a verification that made a free bottle owed names it.
 * Every poll asks the database (no cache): the session and the service are read in one query, so a
 * closed session is refused at once on every node and a decision shows on the next poll.
 */
export async function checkService(ctx: ApiContext, claims: AccessClaimsOfRequest, code: string): Promise<{ status: number; result: ServiceCheckResult; error?: string }> {
  const found = await findPolledService(ctx.db, claims.sessionId, claims.memberId, transactionCodeFrom(code));
  if (!found) throw unauthorized(accountErrors.unauthorized);
  const { service } = found;
  if (!service) throw notFound(loyaltyErrors.serviceNotFound);
  const answer = serviceCheckAnswer(service);
  // A rejection's reason is told in the member's own language, whatever the browser's.
  if (answer.status_code !== 200 && answer.status_code !== 202) return { status: answer.status_code, result: null, error: inLanguage(found.language, answer.error!) };
  const earned = answer.status_code === 200 ? service.free_oil_earned : null;
  if (!earned || earned.length === 0) return { status: answer.status_code, result: null };
  return { status: 200, result: { free_oil: earned.map(oilNameOf), free_oil_codes: earned } };
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Sends a service's receipt file; never cached by shared caches, never sniffed as anything else. */
export async function sendReceipt(storage: ReceiptStorage, ctx: ApiContext, service: Service, reply: FastifyReply): Promise<FastifyReply> {
  const receipt = await findReceiptOfService(ctx.db, service.guid);
  const stream = receipt ? await storage.read(receipt.storage_key) : null;
  if (!receipt || !stream) throw notFound(loyaltyErrors.serviceNotFound);
  return reply
    .code(200)
    .type(receipt.mime)
    .header('Content-Length', String(receipt.size))
    .header('Content-Disposition', `inline; filename="receipt-${service.transaction_code}.${extensions[receipt.mime] ?? 'bin'}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(stream);
}

export type ReceiptCaller = { member: Member } | { workshop: Workshop };

function canSeeReceipt(caller: ReceiptCaller, service: Service): boolean {
  return 'member' in caller ? caller.member.id === service.member_id : caller.workshop.workshop_id === service.workshop_id;
}

/** The receipt of the service a transaction code names, to its owner or its workshop; anyone else is told there is no such service. */
export async function sendCallerReceipt(ctx: ApiContext, storage: ReceiptStorage, caller: ReceiptCaller, code: string, reply: FastifyReply): Promise<FastifyReply> {
  const canonical = transactionCodeFrom(code);
  const service = canonical ? await findServiceByCode(ctx.db, canonical) : undefined;
  if (!service || !canSeeReceipt(caller, service)) throw notFound(loyaltyErrors.serviceNotFound);
  return sendReceipt(storage, ctx, service, reply);
}
