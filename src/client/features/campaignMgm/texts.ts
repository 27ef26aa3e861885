import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/campaignMgm.json';
import ms from '../../i18n/locales/ms/campaignMgm.json';

addTranslations('campaignMgm', { en, ms });
