import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/survey.json';
import ms from '../../../frame/i18n/locales/ms/survey.json';

addTranslations('survey', { en, ms });
