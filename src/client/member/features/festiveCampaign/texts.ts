import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/festiveCampaign.json';
import ms from '../../../frame/i18n/locales/ms/festiveCampaign.json';

addTranslations('festiveCampaign', { en, ms });
