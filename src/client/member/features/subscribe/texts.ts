import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/subscribe.json';
import ms from '../../../frame/i18n/locales/ms/subscribe.json';

addTranslations('subscribe', { en, ms });
