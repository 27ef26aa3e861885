import type { AppTexts } from '../../frame/i18n';
import { frameEnglish } from '../../frame/i18n/resources';
import enDashboard from '../../frame/i18n/locales/en/dashboard.json';
import enHome from '../../frame/i18n/locales/en/home.json';
// The diagnostic-file button sits on the crash popup, so its texts cannot wait for a lazy chunk.
import enDiagnosticFile from '../../frame/i18n/locales/en/diagnosticFile.json';

/**
 * The member's first screen in English, bundled: the frame's texts, the home page, the dashboard
 * and the crash popup's diagnostic file. Malay's are a chunk of their own (`./malay`).
 */
export const memberTexts: AppTexts = {
  en: { translation: { ...frameEnglish, dashboard: enDashboard, home: enHome, diagnosticFile: enDiagnosticFile } },
  loadMalay: async () => {
    const { memberMalay } = await import(/* webpackChunkName: "ms" */ './malay');
    return { translation: memberMalay };
  },
};
