import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { campaignPaths } from '../../../shared/contract/campaigns';
import {
  CodeParams,
  MobileParams,
  OpsServicesQuery,
  OpsVehicleAllowanceRequest,
  OpsVehicleAllowanceResult,
  OpsWorkshopKeyResult,
  OpsWorkshopParams,
  RejectServiceRequest,
  VerifyServiceResult,
  WorkshopServiceView,
} from '../../../shared/contract/schemas/loyalty';
import { OpsCampaignPinsRequest, OpsCampaignPinsResult, OpsFestiveWaiting, OpsFestiveWaitingQuery } from '../../../shared/contract/schemas/campaigns';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';
import { OpsOwnerRequest, StaffAccount } from '../../../shared/contract/schemas/workshopApp';
import { listWaiting, loadPins } from '../campaigns/pins';
import { createOwner } from '../workshopStaff/service';
import { rejectService, verifyService } from '../verification/decisions';
import { createAuthenticateOps, opsActorName } from './auth';
import { registerOpsFileRoutes } from './fileRoutes';
import { issueWorkshopKey, listServices, removeMember, setVehicleAllowance } from './service';
import { addWorkshop, ceaseWorkshop, listProgrammeWorkshops } from '../workshops/programme';
import { carelineWorkshopPaths } from '../../../shared/contract/carelineWorkshops';
import { CarelineWorkshop, CarelineWorkshopsQuery, NewWorkshopRequest } from '../../../shared/contract/schemas/carelineWorkshops';

const decision = { 404: 'Service not found', 409: 'The service is no longer pending' };
const memberChange = { 404: 'No active member has this number' };

/** The careline's API (domain.md 'Operators'); `npm run ops` is its command-line client. */
export const opsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  // Each route's least role (README 'Careline', roles); the calls on a member's number and data need a step-up as well.
  const agent = createAuthenticateOps(ctx, 'agent');
  const supervisor = createAuthenticateOps(ctx, 'supervisor');
  const supervisorSteppedUp = createAuthenticateOps(ctx, 'supervisor', { stepUp: true });
  const administrator = createAuthenticateOps(ctx, 'administrator');
  const administratorSteppedUp = createAuthenticateOps(ctx, 'administrator', { stepUp: true });

  api.post(
    routePath(loyaltyPaths.opsWorkshopKey, 'workshopId'),
    {
      onRequest: administrator,
      schema: {
        params: OpsWorkshopParams,
        ...describe({ caller: 'operator', summary: 'Issue a new key for a workshop (the old one stops working)', result: OpsWorkshopKeyResult, refusals: { 404: 'Unknown workshop' } }),
      },
    },
    async (request, reply) => sendOk(reply, await issueWorkshopKey(ctx, request.params.workshopId, opsActorName(request))),
  );

  api.get(
    carelineWorkshopPaths.workshops,
    {
      onRequest: agent,
      schema: {
        querystring: CarelineWorkshopsQuery,
        ...describe({ caller: 'operator', summary: 'The programme’s workshops, active first, with their owner and whether a key was issued (audited)', result: Type.Array(CarelineWorkshop) }),
      },
    },
    async (request, reply) => sendOk(reply, await listProgrammeWorkshops(ctx, request.query.q, opsActorName(request))),
  );

  api.post(
    carelineWorkshopPaths.workshops,
    {
      onRequest: administrator,
      schema: {
        body: presenceByRules(NewWorkshopRequest),
        ...describe({
          caller: 'operator',
          summary: 'Add a workshop to the programme, active, without a key or an owner yet (audited)',
          result: CarelineWorkshop,
          refusals: { 400: 'A field fails its rule', 409: 'The workshop ID exists, or the number is a member’s or a workshop’s' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await addWorkshop(ctx, request.body, opsActorName(request))),
  );

  api.post(
    routePath(carelineWorkshopPaths.cease, 'workshopId'),
    {
      onRequest: administrator,
      schema: {
        params: OpsWorkshopParams,
        ...describe({
          caller: 'operator',
          summary: 'Cease a workshop: its key and counter app stop, the locator leaves it out, its services keep their history (audited)',
          result: CarelineWorkshop,
          refusals: { 404: 'Unknown workshop', 409: 'The workshop has ceased already' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await ceaseWorkshop(ctx, request.params.workshopId, opsActorName(request))),
  );

  api.post(
    routePath(workshopAppPaths.opsOwner, 'workshopId'),
    {
      onRequest: administrator,
      schema: {
        params: OpsWorkshopParams,
        body: presenceByRules(OpsOwnerRequest),
        ...describe({
          caller: 'operator',
          summary: "Create a workshop's owner for the counter app; their number is texted a code to set a password (audited)",
          result: StaffAccount,
          refusals: { 404: 'Unknown workshop', 409: 'The workshop has an owner, or the number has a workshop account or is a member’s', 502: 'The SMS could not be sent' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await createOwner(ctx, request.params.workshopId, request.body, opsActorName(request))),
  );

  api.get(
    loyaltyPaths.opsServices,
    {
      onRequest: agent,
      schema: {
        querystring: presenceByRules(OpsServicesQuery),
        ...describe({ caller: 'operator', summary: 'Services, by status (audited)', result: Type.Array(WorkshopServiceView) }),
      },
    },
    async (request, reply) => sendOk(reply, await listServices(ctx, request.query.status, opsActorName(request))),
  );

  api.post(
    routePath(loyaltyPaths.opsVerifyService, 'code'),
    { onRequest: agent, schema: { params: CodeParams, ...describe({ caller: 'operator', summary: 'Verify a pending service', result: VerifyServiceResult, refusals: decision }) } },
    async (request, reply) => sendOk(reply, await verifyService(ctx, request.params.code, { kind: 'ops', name: opsActorName(request) })),
  );

  api.post(
    routePath(loyaltyPaths.opsRejectService, 'code'),
    {
      onRequest: agent,
      schema: {
        params: CodeParams,
        body: presenceByRules(RejectServiceRequest),
        ...describe({ caller: 'operator', summary: 'Reject a pending service with a reason', result: WorkshopServiceView, refusals: decision }),
      },
    },
    async (request, reply) =>
      sendOk(reply, await rejectService(ctx, request.params.code, request.body?.reason, { kind: 'ops', name: opsActorName(request) })),
  );

  api.post(
    routePath(loyaltyPaths.opsVehicleAllowance, 'mobile'),
    {
      onRequest: supervisor,
      schema: {
        params: MobileParams,
        body: presenceByRules(OpsVehicleAllowanceRequest),
        ...describe({ caller: 'operator', summary: 'Allow a member more vehicles', result: OpsVehicleAllowanceResult, refusals: memberChange }),
      },
    },
    async (request, reply) =>
      sendOk(reply, await setVehicleAllowance(ctx, request.params.mobile, request.body?.max_vehicles, opsActorName(request))),
  );

  api.delete(
    routePath(loyaltyPaths.opsMember, 'mobile'),
    { onRequest: supervisorSteppedUp, schema: { params: MobileParams, ...describe({ caller: 'operator', summary: "Remove a member's personal data (PDPA)", refusals: memberChange }) } },
    async (request, reply) => sendOk(reply, await removeMember(ctx, request.params.mobile, opsActorName(request))),
  );

  registerOpsFileRoutes(app, ctx, { backup: administratorSteppedUp, memberExport: supervisorSteppedUp });

  // Up to about 20,000 PINs a load; the body limit is raised for this route only.
  api.post(
    campaignPaths.opsFestivePins,
    {
      onRequest: supervisor,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        body: presenceByRules(OpsCampaignPinsRequest),
        ...describe({
          caller: 'operator',
          summary: 'Load festive reload PINs; waiting entries are texted theirs (audited as campaign.pins_loaded)',
          description:
            'A PIN already in the pool, or earlier in the same load, is skipped and its line listed in `duplicate_lines`. ' +
            'One bad line refuses the whole load: the 400 names the lines, and its `result` lists them (`bad_lines`, the first 100, and `bad_line_count`).',
          result: OpsCampaignPinsResult,
          refusals: { 400: 'No PIN line, or lines that are not amount,pin (the result lists them); nothing is loaded' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await loadPins(ctx, request.body?.pins, opsActorName(request))),
  );

  api.get(
    campaignPaths.opsFestiveWaiting,
    {
      onRequest: supervisor,
      schema: {
        querystring: OpsFestiveWaitingQuery,
        ...describe({
          caller: 'operator',
          summary: 'The festive entries waiting for a reload PIN, by amount and oldest first (audited as campaign.waiting_listed)',
          description: 'An entry waits when the pool had no PIN of its amount; the next load of that amount serves the oldest first.',
          result: OpsFestiveWaiting,
          refusals: { 400: 'limit is not a whole number from 1 to 200' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await listWaiting(ctx, request.query.limit, opsActorName(request))),
  );
};
