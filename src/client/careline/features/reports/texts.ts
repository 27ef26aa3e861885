import i18n from 'i18next';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The reports screen's own namespace: its texts travel in its chunk, in both languages. */
export const REPORTS_NS = 'carelineReports';

function addBundles(): void {
  i18n.addResourceBundle('en', REPORTS_NS, en, true, true);
  i18n.addResourceBundle('ms', REPORTS_NS, ms satisfies typeof en, true, true);
}

/** Registers the texts with i18next now, or once it has started (a test may load the screen first). */
export function addReportTexts(): void {
  if (i18n.isInitialized) addBundles();
  else i18n.on('initialized', addBundles);
}
