import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/referAndEarn.json';
import ms from '../../../frame/i18n/locales/ms/referAndEarn.json';

addTranslations('referAndEarn', { en, ms });
