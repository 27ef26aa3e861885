import msCommon from './locales/ms/common.json';
import msLayout from './locales/ms/layout.json';
import msErrors from './locales/ms/errors.json';
import msDashboard from './locales/ms/dashboard.json';
import msHome from './locales/ms/home.json';
import msDiagnosticFile from './locales/ms/diagnosticFile.json';
import type { DeepPartial, FirstScreenTexts } from './resources';

/**
 * The Malay texts of the first screen (the English ones are in `resources.ts`). They are a chunk of
 * their own: most members read English, and they need not download Malay before the home page.
 */
export const malay: DeepPartial<FirstScreenTexts> = {
  common: msCommon,
  layout: msLayout,
  errors: msErrors,
  dashboard: msDashboard,
  home: msHome,
  diagnosticFile: msDiagnosticFile,
};
