import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The sign-in and enrolment pages' texts, under this key of the shared namespace: they travel in those pages' chunks, not the console's first page. */
export const SIGN_IN_KEY = 'carelineSignIn';

addTranslations(SIGN_IN_KEY, { en, ms: ms satisfies typeof en });
