import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/addService.json';
import ms from '../../../frame/i18n/locales/ms/addService.json';

addTranslations('addService', { en, ms });
