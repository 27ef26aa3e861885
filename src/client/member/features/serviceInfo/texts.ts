import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/serviceInfo.json';
import ms from '../../../frame/i18n/locales/ms/serviceInfo.json';

addTranslations('serviceInfo', { en, ms });
