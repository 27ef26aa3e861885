import i18n from 'i18next';

type Bundle = Record<string, unknown>;

/** Texts of lazily loaded features, by feature, waiting for (or already given to) i18next. */
export const lazyTranslations: { en: Record<string, Bundle>; ms: Record<string, Bundle> } = { en: {}, ms: {} };

/**
 * Registers a feature's texts under its key (`t('feature.key')`). A lazily loaded feature calls it
 * from its own module, so its texts travel in its chunk instead of the home page's JavaScript.
 * Malay joins i18next only once Malay's first-screen texts have loaded: before that, a Malay bundle
 * there would tell i18next that Malay is loaded, and it would never fetch the rest.
 */
export function addTranslations(feature: string, bundles: { en: Bundle; ms: Bundle }): void {
  lazyTranslations.en[feature] = bundles.en;
  lazyTranslations.ms[feature] = bundles.ms;
  if (!i18n.isInitialized) return;
  i18n.addResourceBundle('en', 'translation', { [feature]: bundles.en }, true, true);
  if (i18n.hasResourceBundle('ms', 'translation')) i18n.addResourceBundle('ms', 'translation', { [feature]: bundles.ms }, true, true);
}
