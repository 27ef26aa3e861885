import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/editProfile.json';
import ms from '../../../frame/i18n/locales/ms/editProfile.json';

addTranslations('editProfile', { en, ms });
