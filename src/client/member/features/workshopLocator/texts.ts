import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/workshopLocator.json';
import ms from '../../../frame/i18n/locales/ms/workshopLocator.json';

addTranslations('workshopLocator', { en, ms });
