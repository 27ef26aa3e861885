import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/campaignMgm.json';
import ms from '../../../frame/i18n/locales/ms/campaignMgm.json';

addTranslations('campaignMgm', { en, ms });
