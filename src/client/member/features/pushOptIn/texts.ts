import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/pushOptIn.json';
import ms from '../../../frame/i18n/locales/ms/pushOptIn.json';

addTranslations('pushOptIn', { en, ms });
