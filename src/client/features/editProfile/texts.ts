import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/editProfile.json';
import ms from '../../i18n/locales/ms/editProfile.json';

addTranslations('editProfile', { en, ms });
