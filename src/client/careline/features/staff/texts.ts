import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The staff screen's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const STAFF_KEY = 'carelineStaff';

addTranslations(STAFF_KEY, { en, ms: ms satisfies typeof en });
