/**
 * The careline's festive reload PIN screen, for the app to compose: its route. The page is a lazy
 * chunk with its texts, slice and saga inside (the page adds them to the store when it first renders).
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

export const festivePinsPath = '/festive-pins';

export const FestivePinsPage = lazyChunk(() => import(/* webpackChunkName: "careline-festive-pins" */ './FestivePinsPage'));

/** The route's element: `{ path: festivePinsPath, element: festivePinsElement }`. */
export const festivePinsElement = createElement(FestivePinsPage);
