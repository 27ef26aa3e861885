/**
 * The careline's audit log screen, for the app to compose: its route. The page is a lazy chunk with
 * its texts, slice and saga inside (the page adds them to the store when it first renders).
 */
import { createElement } from 'react';
import { lazyChunk } from '../../../frame/lazyChunk';

export const auditLogPath = '/audit';

export const AuditLogPage = lazyChunk(() => import(/* webpackChunkName: "careline-audit" */ './AuditLogPage'));

/** The route's element: `{ path: auditLogPath, element: auditLogElement }`. */
export const auditLogElement = createElement(AuditLogPage);
