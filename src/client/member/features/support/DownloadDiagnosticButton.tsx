import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, type ButtonVariant } from '../../../frame/ui/Button';
import { DownloadIcon } from './icons';
import { selectDownloadStatus, supportActions } from './slice';
import './DownloadDiagnosticButton.css';

/** Dispatches the download with the page the member is on (path, query and page state). */
export function useDownloadDiagnostic(): () => void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  return useCallback(
    () => dispatch(supportActions.snapshotRequested({ route: { pathname: location.pathname, search: location.search, state: location.state ?? null } })),
    [dispatch, location],
  );
}

export interface DownloadDiagnosticButtonProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/**
 * 'Download diagnostic file': the member's stored data, without tokens or passwords, as a JSON file
 * for the support team (on the crash popup and /contact-support).
 */
export function DownloadDiagnosticButton({ variant = 'secondary', block }: DownloadDiagnosticButtonProps) {
  const { t } = useTranslation();
  const status = useAppSelector(selectDownloadStatus);
  const download = useDownloadDiagnostic();
  return (
    <div className="diagnostic-download">
      <Button variant={variant} block={block} icon={<DownloadIcon />} busy={status === 'preparing'} onClick={download}>
        {t('diagnosticFile.button')}
      </Button>
      <p className="diagnostic-download__status" role="status">
        {status === 'saved' && t('diagnosticFile.saved')}
        {status === 'failed' && t('diagnosticFile.failed')}
      </p>
    </div>
  );
}

export default DownloadDiagnosticButton;
