import type { TestApp } from './testApp';
import { carelineCasePaths } from '../../shared/contract/carelineCases';

/**
 * The careline's two-step number change, as a test needs it done: the code is texted to the new
 * number and read back from the outbox, as the member would read it out. Answers step 2's reply.
 */
export async function changeMobileNumber(t: TestApp, headers: Record<string, string>, from: string, to: string) {
  const send = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const step1 = await send(carelineCasePaths.mobileChange(from), { mobile_number: to });
  if (step1.statusCode !== 200) return step1;
  return send(carelineCasePaths.mobileChangeConfirm(from), { mobile_number: to, code: await t.lastCode(to) });
}
