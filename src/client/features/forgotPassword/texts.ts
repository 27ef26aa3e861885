import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/forgotPassword.json';
import ms from '../../i18n/locales/ms/forgotPassword.json';

addTranslations('forgotPassword', { en, ms });
