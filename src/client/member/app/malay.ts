import { frameMalay } from '../../frame/i18n/malay';
import type { DeepPartial, Translation } from '../../frame/i18n/resources';
import msDashboard from '../../frame/i18n/locales/ms/dashboard.json';
import msHome from '../../frame/i18n/locales/ms/home.json';
import msDiagnosticFile from '../../frame/i18n/locales/ms/diagnosticFile.json';

/**
 * The Malay texts of the member's first screen (the English ones are in `texts.ts`). They are a
 * chunk of their own: most members read English, and they need not download Malay before the home page.
 */
export const memberMalay = {
  ...frameMalay,
  dashboard: msDashboard,
  home: msHome,
  diagnosticFile: msDiagnosticFile,
} satisfies DeepPartial<Pick<Translation, 'common' | 'layout' | 'errors' | 'dashboard' | 'home' | 'diagnosticFile'>>;
