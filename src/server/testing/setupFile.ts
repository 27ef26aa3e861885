import { closeFileDatabase, openTestDb } from './testDb';

// Opening the file's shared database (testDb.ts) takes from half a second to several on a busy
// machine: it is done here, with room to spare, so no test's own 5 s limit depends on the machine.
beforeAll(async () => {
  await openTestDb();
}, 120_000);

afterAll(closeFileDatabase, 60_000);
