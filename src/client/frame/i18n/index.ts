import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { lazyTranslations } from './addTranslations';

import { defaultLanguage, languages, type Language } from '../../../shared/language';

export { defaultLanguage, isLanguage, languages, type Language } from '../../../shared/language';

type Bundle = Record<string, unknown>;

/**
 * An app's texts by namespace: English bundled ('translation', which the frame's pieces read, and
 * the app's own namespace), Malay a chunk of the app's, loaded the first time it is needed.
 */
export interface AppTexts {
  en: Record<string, Bundle>;
  loadMalay: () => Promise<Record<string, Bundle>>;
}

/**
 * Malay, fetched the first time it is needed (at start for a visitor who chose it, or when the
 * language switch is pressed): i18next's changeLanguage waits for it, then switches.
 */
function malayBackend(texts: AppTexts) {
  let malay: Promise<Record<string, Bundle>> | undefined;
  return resourcesToBackend(async (language: string, namespace: string) => {
    if (language !== 'ms') return {};
    malay ??= texts.loadMalay();
    const bundles = await malay;
    // Features loaded before Malay was (their chunks bring both languages) are merged in here.
    return namespace === 'translation' ? { ...bundles.translation, ...lazyTranslations.ms } : (bundles[namespace] ?? {});
  });
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * Initialises the shared i18next instance once with the app's texts. English is bundled, so it is
 * ready at once; Malay is ready when `languageReady()` resolves.
 */
export function initI18n(language: Language, texts: AppTexts) {
  if (!i18n.isInitialized) {
    ready = i18n
      .use(malayBackend(texts))
      .use(initReactI18next)
      .init({
        // Features loaded before start-up (tests, or a chunk that raced it) are merged in here.
        resources: { en: { ...texts.en, translation: { ...texts.en.translation, ...lazyTranslations.en } } },
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: [...languages],
        ns: Object.keys(texts.en),
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
