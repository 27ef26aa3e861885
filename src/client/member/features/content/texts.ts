import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/content.json';
import ms from '../../../frame/i18n/locales/ms/content.json';

addTranslations('content', { en, ms });
