import { addTranslations } from '../../i18n/addTranslations';
import en from '../../i18n/locales/en/products.json';
import ms from '../../i18n/locales/ms/products.json';

addTranslations('products', { en, ms });
