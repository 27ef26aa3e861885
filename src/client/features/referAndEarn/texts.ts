import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/referAndEarn.json';
import ms from '../../i18n/locales/ms/referAndEarn.json';

addTranslations('referAndEarn', { en, ms });
