import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The replay page's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const REPLAY_KEY = 'carelineReplay';

addTranslations(REPLAY_KEY, { en, ms: ms satisfies typeof en });
