import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/login.json';
import ms from '../../i18n/locales/ms/login.json';

addTranslations('login', { en, ms });
