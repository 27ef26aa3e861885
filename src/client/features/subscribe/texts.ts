import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/subscribe.json';
import ms from '../../i18n/locales/ms/subscribe.json';

addTranslations('subscribe', { en, ms });
