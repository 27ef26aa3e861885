import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Popup } from './ui/Popup';
import { reportBoundaryError } from './errorReports/errorCapture';
import { DownloadDiagnosticButton } from '../member/features/support/DownloadDiagnosticButton';
import { selectConnection } from './connection/slice';
import { useAppSelector } from '../member/app/hooks';
import { logFailure } from './log';
import { paths } from '../member/app/paths';

/**
 * The crash popup of spec section 8: 'Oppss...Something went wrong' with Go To Dashboard, and the
 * diagnostic file the member can send to support.
 */
export function CrashPopup({ onGoToDashboard }: { onGoToDashboard: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      open
      icon="error"
      title={t('errors.crash.title')}
      message={
        <>
          <p>{t('diagnosticFile.hint')}</p>
          <DownloadDiagnosticButton variant="link" />
        </>
      }
      actions={[{ label: t('errors.crash.action'), onClick: onGoToDashboard }]}
    />
  );
}

/**
 * A page whose code could not be downloaded while the phone is offline (the service worker had not
 * kept it yet): the connection, not the app, failed, so the member is told so and may try again.
 */
export function PageOfflinePopup({ onTryAgain, onGoToDashboard }: { onTryAgain: () => void; onGoToDashboard: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      open
      icon="warning"
      title={t('errors.connection.title')}
      message={t('errors.connection.page')}
      actions={[
        { label: t('common.actions.tryAgain'), onClick: onTryAgain },
        { label: t('errors.crash.action'), variant: 'secondary', onClick: onGoToDashboard },
      ]}
    />
  );
}

/** A page's code could not be downloaded: a new build replaced it, or the connection dropped. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));
}

/** A full page load: the one sure way back after a build changed under the page. */
export function reloadAt(path: string): void {
  window.location.assign(path);
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by Go To Dashboard with the error that was caught. */
  onRecover: (error: unknown) => void;
  /** A new value (the next location) clears the crash and renders the children again. */
  resetKey?: string;
  /** The browser says it is offline: a page whose code did not load is told as the connection's failure. */
  offline?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logFailure('render', { error, componentStack: info.componentStack });
    reportBoundaryError(error, info.componentStack);
  }

  // The crash clears when the location changes (resetKey), not here: clearing first would render
  // the broken page again before the navigation lands.
  private recover = () => this.props.onRecover(this.state.error);

  render() {
    if (this.state.failed && this.props.offline && isChunkLoadError(this.state.error)) {
      return <PageOfflinePopup onTryAgain={() => reloadAt(window.location.href)} onGoToDashboard={this.recover} />;
    }
    if (this.state.failed) return <CrashPopup onGoToDashboard={this.recover} />;
    return this.props.children;
  }
}

function useRecover(): (error: unknown) => void {
  const navigate = useNavigate();
  return (error) => {
    if (isChunkLoadError(error)) reloadAt(paths.loyalty);
    else navigate(paths.loyalty);
  };
}

/**
 * Around the page area: a crash keeps the header and menus usable; any navigation clears it. Also
 * around the whole app, as the last resort when the layout itself fails.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const recover = useRecover();
  const location = useLocation();
  const offline = useAppSelector(selectConnection) === 'offline';
  return (
    <ErrorBoundary onRecover={recover} resetKey={location.key} offline={offline}>
      {children}
    </ErrorBoundary>
  );
}
