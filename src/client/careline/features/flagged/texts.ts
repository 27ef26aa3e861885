import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The flagged queue's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const FLAGGED_KEY = 'carelineFlagged';

addTranslations(FLAGGED_KEY, { en, ms: ms satisfies typeof en });
