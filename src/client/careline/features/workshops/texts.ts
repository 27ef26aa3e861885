import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The workshops screen's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const WORKSHOPS_KEY = 'carelineWorkshops';

addTranslations(WORKSHOPS_KEY, { en, ms: ms satisfies typeof en });
