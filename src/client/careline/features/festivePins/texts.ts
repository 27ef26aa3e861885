import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The festive PIN screen's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const FESTIVE_PINS_TEXTS = 'carelineFestivePins';

addTranslations(FESTIVE_PINS_TEXTS, { en, ms: ms satisfies typeof en });
