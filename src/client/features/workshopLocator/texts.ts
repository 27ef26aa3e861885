import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/workshopLocator.json';
import ms from '../../i18n/locales/ms/workshopLocator.json';

addTranslations('workshopLocator', { en, ms });
