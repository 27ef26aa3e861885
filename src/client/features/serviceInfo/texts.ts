import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/serviceInfo.json';
import ms from '../../i18n/locales/ms/serviceInfo.json';

addTranslations('serviceInfo', { en, ms });
