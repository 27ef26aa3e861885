import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Member, Service, Workshop } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { oilByCode } from '../../../shared/catalogue';
import { loyaltyErrors, type ServiceCheckResult } from '../../../shared/contract/loyalty';
import { serviceCheckAnswer } from '../../../shared/loyalty';
import { transactionCodeFrom } from '../../../shared/rules';
import { findReceiptOfService, findServiceByCode } from './store';

/** The member's own service by code; anyone else's is answered as unknown. */
export async function ownService(ctx: ApiContext, member: Member, code: string): Promise<Service> {
  const canonical = transactionCodeFrom(code);
  const service = canonical ? await findServiceByCode(ctx.db, canonical) : undefined;
  if (!service || service.member_id !== member.id) throw notFound(loyaltyErrors.serviceNotFound);
  return service;
}

/** Step 4's poll, answered by the shared table; a verification that made a free bottle owed names it. */
export async function checkService(ctx: ApiContext, member: Member, code: string): Promise<{ status: 200 | 202; result: ServiceCheckResult }> {
  const service = await ownService(ctx, member, code);
  const answer = serviceCheckAnswer(service);
  if (answer.status_code !== 200 && answer.status_code !== 202) throw new ApiError(answer.status_code, answer.error!);
  const earned = answer.status_code === 200 ? service.free_oil_earned : null;
  if (!earned || earned.length === 0) return { status: answer.status_code, result: null };
  return { status: 200, result: { free_oil: earned.map((c) => oilByCode(c)?.name ?? c), free_oil_codes: earned } };
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

export function canSeeReceipt(caller: ReceiptCaller, service: Service): boolean {
  return 'member' in caller ? caller.member.id === service.member_id : caller.workshop.workshop_id === service.workshop_id;
}
