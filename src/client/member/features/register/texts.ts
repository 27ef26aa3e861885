import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/register.json';
import ms from '../../../frame/i18n/locales/ms/register.json';

addTranslations('register', { en, ms });
