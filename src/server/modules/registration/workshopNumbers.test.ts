import { createTestApp, type TestApp } from '../../testing/testApp';
import { newMobile, post, registration } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';

const workshopNumber = newMobile();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workshopNumbers: { isWorkshopNumber: async (_db, mobile) => mobile === workshopNumber } });
});
afterAll(() => t.close());

it('refuses a workshop’s number as not an end-consumer, through the loyalty module’s lookup', async () => {
  const res = await post(t, '/api/user', registration(workshopNumber));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status_code: 400, result: null, error: accountErrors.notEndConsumer });
  expect(await t.outbox(workshopNumber)).toEqual([]);
  expect((await post(t, '/api/user', registration(newMobile()))).statusCode).toBe(200);
});
