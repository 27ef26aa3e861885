import { frameMalay } from '../../frame/i18n/malay';
import type { DeepPartial } from '../../frame/i18n/resources';
import type en from '../texts/en.json';
import ms from '../texts/ms.json';

/** The careline app's Malay: the frame's texts and its own namespace. */
export const carelineMalay = { translation: frameMalay, careline: ms satisfies DeepPartial<typeof en> };
