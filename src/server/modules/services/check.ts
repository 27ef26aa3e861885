import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Member, Service, Workshop } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { oilByCode } from '../../../shared/catalogue';
import { loyaltyErrors, ServiceStatus, type ServiceCheckResult } from '../../../shared/contract/loyalty';
import { findReceiptOfService, findServiceByCode } from './store';

const CODE_PATTERN = /^[A-Za-z0-9]{10}$/;

/** The member's own service by code; anyone else's is answered as unknown. */
export async function ownService(ctx: ApiContext, member: Member, code: string): Promise<Service> {
  const service = CODE_PATTERN.test(code) ? await findServiceByCode(ctx.db, code.toUpperCase()) : undefined;
  if (!service || service.member_id !== member.id) throw notFound(loyaltyErrors.serviceNotFound);
  return service;
}

/** Step 4's poll: 202 pending, 200 verified (with the free bottle it earned), 403 rejected, 410 archived. */
export async function checkService(ctx: ApiContext, member: Member, code: string): Promise<{ status: 200 | 202; result: ServiceCheckResult }> {
  const service = await ownService(ctx, member, code);
  switch (service.status) {
    case ServiceStatus.Pending:
      return { status: 202, result: null };
    case ServiceStatus.Verified: {
      const earned = service.free_oil_earned;
      if (!earned || earned.length === 0) return { status: 200, result: null };
      return { status: 200, result: { free_oil: earned.map((c) => oilByCode(c)?.name ?? c), free_oil_codes: earned } };
    }
    case ServiceStatus.Rejected:
      throw new ApiError(403, service.reject_reason || loyaltyErrors.serviceNotPending);
    default:
      throw new ApiError(410, loyaltyErrors.serviceNotPending);
  }
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
