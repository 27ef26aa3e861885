import { createAction } from '@reduxjs/toolkit';

/** The store is ready: persisted state (if any) is back, so sagas may load fresh data over it. */
export const appStarted = createAction('app/started');

/**
 * A new member's code is verified and they are signed in: the registration is complete (the
 * one-time survey is offered from here).
 */
export const registrationCompleted = createAction('account/registrationCompleted');

/** The home page was shown (its ad-tracking page view, when a tracker is configured). */
export const homeViewed = createAction('app/homeViewed');
