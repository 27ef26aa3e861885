import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { lazyTranslations } from './addTranslations';
import { resources, type Translation } from './resources';

import { defaultLanguage, languages, type Language } from '../../../shared/language';

export { defaultLanguage, isLanguage, languages, type Language } from '../../../shared/language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/**
 * Malay, fetched the first time it is needed (at start for a member who chose it, or when the
 * language switch is pressed): i18next's changeLanguage waits for it, then switches.
 */
const loadMalay = resourcesToBackend(async (language: string) => {
  if (language !== 'ms') return {};
  const { malay } = await import(/* webpackChunkName: "ms" */ './malay');
  // Features loaded before Malay was (their chunks bring both languages) are merged in here.
  return { ...malay, ...lazyTranslations.ms };
});

let ready: Promise<unknown> = Promise.resolve();

/**
 * Initialises the shared i18next instance once. English is bundled, so it is ready at once; Malay
 * is ready when `languageReady()` resolves.
 */
export function initI18n(language: Language = defaultLanguage) {
  if (!i18n.isInitialized) {
    ready = i18n
      .use(loadMalay)
      .use(initReactI18next)
      .init({
        // Features loaded before start-up (tests, or a chunk that raced it) are merged in here.
        resources: { en: { translation: { ...resources.en.translation, ...lazyTranslations.en } } },
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: [...languages],
        defaultNS: 'translation',
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      });
  } else if (i18n.language !== language) {
    ready = i18n.changeLanguage(language);
  }
  return i18n;
}

/** Resolves once the texts of the language asked for last are loaded (at once for English). */
export function languageReady(): Promise<unknown> {
  return ready;
}

export { i18n };
