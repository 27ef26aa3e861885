import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/forgotPassword.json';
import ms from '../../../frame/i18n/locales/ms/forgotPassword.json';

addTranslations('forgotPassword', { en, ms });
