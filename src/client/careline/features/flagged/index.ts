/**
 * The careline's flagged queue, for the app's routes: the page is a lazy chunk with its own texts and
 * starts its own saga. The store takes its slice from ./slice and the api its calls from ./api
 * directly, so that neither reaches the page (which reads the store) through this file.
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';


/** Where the screen is inside the careline app. */
export const flaggedPath = '/flagged';

export const FlaggedPage = lazyChunk(() => import(/* webpackChunkName: "careline-flagged" */ './FlaggedPage'));

/** The route's element: `{ path: flaggedPath, element: flaggedElement }`. */
export const flaggedElement = createElement(FlaggedPage);
