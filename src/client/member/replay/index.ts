/**
 * The member app's replay kit, for the careline console only: the one place another app may import
 * the member app (scripts/layers.ts, `REPLAY_KIT`). The console loads it as a lazy chunk of its
 * replay page; nothing of the member app's own entry imports it, so members never download it.
 * It reads a member's diagnostic file and runs the member's own screens from it, read-only.
 */
import { addTranslations } from '../../frame/i18n/addTranslations';
import enDashboard from '../../frame/i18n/locales/en/dashboard.json';
import enHome from '../../frame/i18n/locales/en/home.json';
import enDiagnosticFile from '../../frame/i18n/locales/en/diagnosticFile.json';
import msDashboard from '../../frame/i18n/locales/ms/dashboard.json';
import msHome from '../../frame/i18n/locales/ms/home.json';
import msDiagnosticFile from '../../frame/i18n/locales/ms/diagnosticFile.json';

// The member app bundles its first screen's texts; the console has none of them until now.
addTranslations('dashboard', { en: enDashboard, ms: msDashboard });
addTranslations('home', { en: enHome, ms: msHome });
addTranslations('diagnosticFile', { en: enDiagnosticFile, ms: msDiagnosticFile });

export { readSnapshot, type SnapshotReading } from './readSnapshot';
export { ReplayedMemberApp, type ReplayedMemberAppProps } from './ReplayedApp';
export { MAX_SNAPSHOT_MB, type ReplaySnapshot, type SnapshotProblem } from '../features/support/snapshot';
