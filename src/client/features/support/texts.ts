import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/support.json';
import ms from '../../i18n/locales/ms/support.json';

addTranslations('support', { en, ms });
