/**
 * The careline's flagged queue, for the app's routes: the page is a lazy chunk with its own texts and
 * brings its own slice, saga and calls (useFeatureSaga, featureApi), so none of them is in the
 * console's first page.
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

/** Where the screen is inside the careline app. */
export const flaggedPath = '/flagged';

export const FlaggedPage = lazyChunk(() => import(/* webpackChunkName: "careline-flagged" */ './FlaggedPage'));

/** The route's element: `{ path: flaggedPath, element: flaggedElement }`. */
export const flaggedElement = createElement(FlaggedPage);
