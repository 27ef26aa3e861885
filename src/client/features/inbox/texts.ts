import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/inbox.json';
import ms from '../../i18n/locales/ms/inbox.json';

addTranslations('inbox', { en, ms });
