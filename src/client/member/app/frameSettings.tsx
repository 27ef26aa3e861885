import { useTranslation } from 'react-i18next';
import type { AppFrameSettings } from '../../frame/appFrame';
import { DownloadDiagnosticButton } from '../features/support/DownloadDiagnosticButton';
import { paths } from './paths';

/** The diagnostic file a member can send to support, offered on the crash popup. */
function DiagnosticFileHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('diagnosticFile.hint')}</p>
      <DownloadDiagnosticButton variant="link" />
    </>
  );
}

/** What the member app tells the frame: the crash popup's way out is the dashboard. */
export const memberFrame: AppFrameSettings = { homePath: paths.loyalty, CrashHelp: DiagnosticFileHelp };
