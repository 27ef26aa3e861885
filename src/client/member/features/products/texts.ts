import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from '../../../frame/i18n/locales/en/products.json';
import ms from '../../../frame/i18n/locales/ms/products.json';

addTranslations('products', { en, ms });
