import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/festiveCampaign.json';
import ms from '../../i18n/locales/ms/festiveCampaign.json';

addTranslations('festiveCampaign', { en, ms });
