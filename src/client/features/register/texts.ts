import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/register.json';
import ms from '../../i18n/locales/ms/register.json';

addTranslations('register', { en, ms });
