import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyTranslations } from './addTranslations';
import { resources, type Translation } from './resources';

import { defaultLanguage, languages, type Language } from '../../shared/language';

export { defaultLanguage, isLanguage, languages, type Language } from '../../shared/language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Initialises the shared i18next instance once (resources are bundled, so this is synchronous). */
export function initI18n(language: Language = defaultLanguage) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      // Features loaded before start-up (tests, or a chunk that raced it) are merged in here.
      resources: {
        en: { translation: { ...resources.en.translation, ...lazyTranslations.en } },
        ms: { translation: { ...resources.ms.translation, ...lazyTranslations.ms } },
      },
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

export { i18n };
