import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/addVehicle.json';
import ms from '../../i18n/locales/ms/addVehicle.json';

addTranslations('addVehicle', { en, ms });
