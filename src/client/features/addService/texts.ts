import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/addService.json';
import ms from '../../i18n/locales/ms/addService.json';

addTranslations('addService', { en, ms });
