import { createAction } from '@reduxjs/toolkit';

/** The home page was shown (its ad-tracking page view, when a tracker is configured). */
export const homeViewed = createAction('adTracking/homeViewed');
