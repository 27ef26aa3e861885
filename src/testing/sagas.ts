/**
 * For expectSaga's `run`: until the saga ends. Its default stops a saga after 250 ms, which a saga
 * that does finish can take on a busy machine; a saga that hangs meets jest's own time limit.
 * (`silentRun`, for sagas that never end, keeps its time limit.)
 */
export const UNTIL_DONE = { timeout: false } as const;
