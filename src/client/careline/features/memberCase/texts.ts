import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The case page's own texts (PDPA), under this key of the shared namespace; they travel in its chunk, in both languages. */
export const CASE_KEY = 'carelineCase';

addTranslations(CASE_KEY, { en, ms: ms satisfies typeof en });
