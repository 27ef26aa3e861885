import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../../context';
import { sendOk } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { describe, presenceByRules, routePath, typed } from '../../../http/schema';
import { sandboxUpload } from '../../../plugins/security';
import { carelineCasePaths } from '../../../../shared/contract/carelineCases';
import { loyaltyErrors } from '../../../../shared/contract/loyalty';
import {
  MemberCase,
  MemberSearchHit,
  MemberSearchQuery,
  MobileChangeCodeResult,
  MobileChangeConfirmRequest,
  MobileChangeRequest,
  PendingQueuePage,
  PendingQueueQuery,
  PlateReleaseRequest,
  PlateReleaseResult,
  SupportReplayOpened,
  SupportReplayRequest,
} from '../../../../shared/contract/schemas/carelineCases';
import { CodeParams, MobileParams } from '../../../../shared/contract/schemas/loyalty';
import { transactionCodeFrom } from '../../../../shared/rules';
import { writeAudit } from '../../audit/store';
import { createAuthenticateCareline, currentCareline } from '../auth/authenticate';
import { sendReceipt } from '../../services/check';
import { findServiceByCode } from '../../services/store';
import { openCase } from './case';
import { confirmMobileChange, sendMobileChangeCode } from './mobileChange';
import { pendingQueue } from './pendingQueue';
import { releasePlateFor } from './plateRelease';
import { findMembers } from './search';
import { openSupportReplay } from './supportReplay';

const memberRefusal = { 404: 'No member has this number' };

/**
 * The careline console's case work, part of the operator API. Search, case, receipt and queue are
 * an agent's; the number change, the plate release and the audit log download a supervisor's, and
 * confirming a number change also asks for a fresh passkey or authenticator code (step-up).
 */
export const carelineCasesModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const agent = createAuthenticateCareline(ctx, { role: 'agent' });
  const supervisor = createAuthenticateCareline(ctx, { role: 'supervisor' });
  const supervisorSteppedUp = createAuthenticateCareline(ctx, { role: 'supervisor', stepUp: true });

  api.get(
    carelineCasePaths.findMembers,
    {
      onRequest: agent,
      schema: {
        querystring: MemberSearchQuery,
        ...describe({
          caller: 'operator',
          summary: 'Find members by mobile number, plate, Service ID, email or the start of the name (audited)',
          description: 'At most 20, deduplicated; a query that fits several kinds (a 10-character plate or Service ID) is looked up as each.',
          result: Type.Array(MemberSearchHit),
          refusals: { 400: 'The query fits none of the kinds' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await findMembers(ctx, request.query.q, currentCareline(request).actor)),
  );

  api.get(
    routePath(carelineCasePaths.memberCase, 'mobile'),
    {
      onRequest: agent,
      schema: {
        params: MobileParams,
        ...describe({ caller: 'operator', summary: "A member's whole case; each opening is audited as case.opened", result: MemberCase, refusals: memberRefusal }),
      },
    },
    async (request, reply) => sendOk(reply, await openCase(ctx, request.params.mobile, currentCareline(request).actor)),
  );

  api.post(
    routePath(carelineCasePaths.mobileChange, 'mobile'),
    {
      onRequest: supervisor,
      schema: {
        params: MobileParams,
        body: presenceByRules(MobileChangeRequest),
        ...describe({
          caller: 'operator',
          summary: "Step 1 of a member's number change: texts a code to the new number (audited)",
          description: 'The member reads the code out to the agent, who confirms with it (step 2). Nothing changes until then.',
          result: MobileChangeCodeResult,
          refusals: { ...memberRefusal, 400: 'The new number is malformed or the current one', 409: 'The new number is a member’s', 429: 'No text may be sent to the number yet', 502: 'The SMS could not be sent' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await sendMobileChangeCode(ctx, request.params.mobile, request.body?.mobile_number, currentCareline(request).actor)),
  );

  api.post(
    routePath(carelineCasePaths.mobileChangeConfirm, 'mobile'),
    {
      onRequest: supervisorSteppedUp,
      schema: {
        params: MobileParams,
        body: presenceByRules(MobileChangeConfirmRequest),
        ...describe({
          caller: 'operator',
          summary: "Step 2: the code from the new number changes the member's number; every session ends and the old number is texted (audited)",
          result: Type.Object({ mobile_number: Type.String() }),
          refusals: { ...memberRefusal, 400: 'A malformed field, no code sent, or a wrong or expired code', 409: 'The new number became a member’s meanwhile' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await confirmMobileChange(ctx, request.params.mobile, request.body, currentCareline(request).actor)),
  );

  api.post(
    routePath(carelineCasePaths.plateRelease, 'mobile'),
    {
      onRequest: supervisor,
      schema: {
        params: MobileParams,
        body: presenceByRules(PlateReleaseRequest),
        ...describe({
          caller: 'operator',
          summary: 'Release a plate another account registered, so this member (its owner) can add it (audited; both members are told)',
          description:
            'A car with no services leaves the other account; one with services stays there under a released marker plate, its history unchanged. ' +
            'A car with a pending service is refused until that service is decided.',
          result: PlateReleaseResult,
          refusals: { 400: 'The plate is malformed', 404: 'No member has this number, or no account holds the plate', 409: 'The plate is this member’s, or its car has a pending service' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await releasePlateFor(ctx, request.params.mobile, request.body?.plate_number, currentCareline(request).actor)),
  );

  api.get(
    routePath(carelineCasePaths.serviceReceipt, 'code'),
    {
      onRequest: agent,
      schema: {
        params: CodeParams,
        ...describe({ caller: 'operator', summary: "A service's receipt, for the console (audited)", file: ['image/jpeg', 'image/png', 'application/pdf'], refusals: { 404: 'Service not found, or it keeps no receipt' } }),
      },
    },
    async (request, reply) => {
      const code = transactionCodeFrom(request.params.code);
      const service = code ? await findServiceByCode(ctx.db, code) : undefined;
      if (!service) throw notFound(loyaltyErrors.serviceNotFound);
      await writeAudit(ctx.db, { actor: currentCareline(request).actor, action: 'service.receipt_viewed', subject: service.transaction_code, at: ctx.clock.now() });
      return sendReceipt(ctx.receipts, ctx, service, sandboxUpload(reply));
    },
  );

  api.get(
    carelineCasePaths.pendingQueue,
    {
      onRequest: agent,
      schema: {
        querystring: PendingQueueQuery,
        ...describe({
          caller: 'operator',
          summary: 'Services waiting for verification across every workshop, oldest (nearest the 5-day limit) first, 50 a page (audited)',
          result: PendingQueuePage,
          refusals: { 400: 'A malformed workshop ID or page', 404: 'Unknown workshop' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await pendingQueue(ctx, request.query, currentCareline(request).actor)),
  );

  api.post(
    carelineCasePaths.supportReplay,
    {
      onRequest: agent,
      schema: {
        body: SupportReplayRequest,
        ...describe({
          caller: 'operator',
          summary: "A person opens a member's diagnostic file in the console's read-only replay (audited as support.replay_opened)",
          description: 'The replay itself sends nothing to the server; the console makes this call before it shows the file, and shows nothing when it fails.',
          result: SupportReplayOpened,
          refusals: { 400: 'mobile_number is not the digits of a mobile number' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await openSupportReplay(ctx, request.body, currentCareline(request).actor)),
  );
};
