import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The My account page's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const MY_ACCOUNT_KEY = 'carelineMyAccount';

addTranslations(MY_ACCOUNT_KEY, { en, ms: ms satisfies typeof en });
