import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/support.json';
import ms from '../../../frame/i18n/locales/ms/support.json';

addTranslations('support', { en, ms });
