import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/content.json';
import ms from '../../i18n/locales/ms/content.json';

addTranslations('content', { en, ms });
