import i18n from 'i18next';
import en from './texts/en.json';
import ms from './texts/ms.json';

/**
 * The scanner's texts travel in its chunk and join the counter app's namespace under 'scanner'.
 * Malay joins once the app's Malay has loaded (at start for a Malay reader, or when the language
 * is switched while the scanner's chunk is already in): before that, a Malay bundle would tell
 * i18next Malay was loaded and it would never fetch the rest.
 */
function addScannerTexts() {
  i18n.addResourceBundle('en', 'workshop', { scanner: en }, true, true);
  if (i18n.hasResourceBundle('ms', 'workshop')) i18n.addResourceBundle('ms', 'workshop', { scanner: ms satisfies typeof en }, true, true);
}

// i18next takes bundles once it is initialised (the app's start, before any chunk of it loads).
if (i18n.isInitialized) addScannerTexts();
else i18n.on('initialized', addScannerTexts);
i18n.on('languageChanged', addScannerTexts);
