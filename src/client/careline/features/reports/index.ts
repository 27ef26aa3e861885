/**
 * The careline's reports screen, for the app to compose: its route (the page is a lazy chunk, and
 * Chart.js a chunk of its own inside it), its slice for the store (the page starts its own saga) and its calls for the api.
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

export { default as reportsReducer } from './slice';
export { reportsCalls, type ReportsApi } from './api';

/** Where the screen is inside the careline app. */
export const reportsPath = '/reports';

export const ReportsPage = lazyChunk(() => import(/* webpackChunkName: "careline-reports" */ './ReportsPage'));

/** The route's element: `{ path: reportsPath, element: reportsElement }`. */
export const reportsElement = createElement(ReportsPage);
