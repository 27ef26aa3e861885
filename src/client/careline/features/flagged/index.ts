/**
 * The careline's flagged queue, for the app to compose: its route (the page is a lazy chunk with its
 * own texts), its slice for the store (the page starts its own saga) and its calls for the api.
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

export { default as flaggedReducer } from './slice';
export { flaggedCalls, type FlaggedApi } from './api';

/** Where the screen is inside the careline app. */
export const flaggedPath = '/flagged';

export const FlaggedPage = lazyChunk(() => import(/* webpackChunkName: "careline-flagged" */ './FlaggedPage'));

/** The route's element: `{ path: flaggedPath, element: flaggedElement }`. */
export const flaggedElement = createElement(FlaggedPage);
