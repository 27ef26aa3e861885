import { createAction } from '@reduxjs/toolkit';

/** The store is ready: persisted state (if any) is back, so sagas may load fresh data over it. */
export const appStarted = createAction('app/started');
