import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/inbox.json';
import ms from '../../../frame/i18n/locales/ms/inbox.json';

addTranslations('inbox', { en, ms });
