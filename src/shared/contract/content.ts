/**
 * The public content calls: the unsubscribe link of spec section 7 and the PDF documents (product
 * technical data, terms and conditions, programme manual) the pages link to.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/content';
import { CARELINE } from './loyalty';
import type { Language } from '../language';

export const subscriptionPaths = {
  /** Query `email` and `is_enabled` ('true' or 'false'); the web app's unsubscribe page sends 'false'. */
  mail: '/api/subscription/mail',
} as const;

export type SubscriptionMailQuery = Static<typeof S.SubscriptionMailQuery>;

/** What the address's preference is now (the web app ignores it, as the spec says). */
export type SubscriptionMailResult = Static<typeof S.SubscriptionMailResult>;

export const subscriptionErrors = {
  isEnabledInvalid: 'is_enabled must be true or false',
} as const;

/** PDFs are served by the API's host under /pdf, beside the web app; the Malay ones under /pdf/ms. */
export const documentPaths = {
  /** `language` is the screen's (i18next's `ms`, `en`, or a tag it does not know: then English). */
  pdf: (pdfName: string, language: Language | string = 'en') =>
    `${language === 'ms' ? '/pdf/ms' : '/pdf'}/${encodeURIComponent(pdfName)}`,
  termsAndConditions: '/pdf/terms-and-conditions.pdf',
  programmeManual: '/pdf/programme-manual.pdf',
} as const;

export const documentErrors = {
  notFound: 'Document not found',
} as const;

/** The careline of spec section 1: phone changes, more than 4 cars, data removal. */
export const careline = {
  phone: CARELINE,
  /** The number as a tel: link dials it. */
  tel: `tel:${CARELINE.replace(/[^0-9+]/g, '')}`,
  email: 'careline@quartz-loyalty.my',
} as const;
