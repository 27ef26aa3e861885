import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/survey.json';
import ms from '../../i18n/locales/ms/survey.json';

addTranslations('survey', { en, ms });
