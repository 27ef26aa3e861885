import { createTestApp } from './testing/testApp';

it('starts without a deprecation warning from Fastify, so an operator’s log shows none', async () => {
  const emitWarning = jest.spyOn(process, 'emitWarning');
  try {
    const t = await createTestApp();
    await t.app.ready();
    await t.close();
    const fromFastify = emitWarning.mock.calls.map((call) => String(call[0])).filter((message) => /fastify/i.test(message));
    expect(fromFastify).toEqual([]);
  } finally {
    emitWarning.mockRestore();
  }
});
