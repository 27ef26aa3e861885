import type { ApiContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { carelineCaseErrors, type SupportReplayOpened, type SupportReplayRequest } from '../../../../shared/contract/carelineCases';
import { MOBILE_LOOKUP_PATTERN } from '../../../../shared/rules';
import { writeAudit } from '../../audit/store';
import { findMemberByMobile } from '../../members/store';

/**
 * A careline person opens a member's diagnostic file in the console's read-only replay. The replay
 * itself sends nothing; this call is what leaves a trace: who looked at which member's file, filed
 * under the member when the file's number is one (a removed member's file is filed under nobody).
 */
export async function openSupportReplay(ctx: ApiContext, body: SupportReplayRequest | undefined, operator: string): Promise<SupportReplayOpened> {
  const mobile = body?.mobile_number?.trim() || undefined;
  if (mobile !== undefined && !MOBILE_LOOKUP_PATTERN.test(mobile)) throw badRequest(carelineCaseErrors.replayMobileInvalid);
  const member = mobile ? await findMemberByMobile(ctx.db, mobile) : undefined;
  const found = member !== undefined && !member.anonymised_at;
  await writeAudit(ctx.db, {
    actor: operator,
    action: 'support.replay_opened',
    subject: found ? `member:${member.id}` : null,
    details: { member_found: found, app_version: body?.app_version ?? null, saved_at: body?.saved_at ?? null },
    at: ctx.clock.now(),
  });
  return { member_found: found };
}
