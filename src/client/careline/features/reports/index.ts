/**
 * The careline's reports screen, for the app to compose: its route. The page is a lazy chunk (and
 * Chart.js a chunk of its own inside it) with its slice, saga, calls and texts inside.
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

/** Where the screen is inside the careline app. */
export const reportsPath = '/reports';

export const ReportsPage = lazyChunk(() => import(/* webpackChunkName: "careline-reports" */ './ReportsPage'));

/** The route's element: `{ path: reportsPath, element: reportsElement }`. */
export const reportsElement = createElement(ReportsPage);
