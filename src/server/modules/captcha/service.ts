import type { ApiContext } from '../../context';
import { badRequest } from '../../http/errors';
import { accountErrors } from '../../../shared/contract/accounts';

export async function assertCaptcha(ctx: ApiContext, solution: string | undefined, ip: string): Promise<void> {
  if (!(await ctx.captcha.verify(solution, ip))) throw badRequest(accountErrors.captcha);
}
