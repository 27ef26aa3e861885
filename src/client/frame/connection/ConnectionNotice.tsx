import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../member/app/hooks';
import { selectConnection } from './slice';
import './ConnectionNotice.css';

/** The small notice under the header while the phone is offline, and briefly once it is back. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const connection = useAppSelector(selectConnection);
  return (
    <div className="connection-notice-area" role="status" aria-live="polite">
      {connection === 'offline' && (
        <p className="connection-notice connection-notice--offline" data-testid="offline-notice">
          {t('layout.connection.offline')}
        </p>
      )}
      {connection === 'backOnline' && (
        <p className="connection-notice connection-notice--online" data-testid="online-notice">
          {t('layout.connection.online')}
        </p>
      )}
    </div>
  );
}
