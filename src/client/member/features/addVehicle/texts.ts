import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/addVehicle.json';
import ms from '../../../frame/i18n/locales/ms/addVehicle.json';

addTranslations('addVehicle', { en, ms });
