import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/login.json';
import ms from '../../../frame/i18n/locales/ms/login.json';

addTranslations('login', { en, ms });
