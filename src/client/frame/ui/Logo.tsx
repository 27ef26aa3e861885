import { useTranslation } from 'react-i18next';
import './Logo.css';

/** The programme's wordmark: a red drop and the programme name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`logo${inverse ? ' logo--inverse' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#d2232a" />
        <path d="M16 6c-3.6 5-6 8.4-6 11.4a6 6 0 0 0 12 0C22 14.4 19.6 11 16 6Z" fill="#fff" />
        <path d="M13.2 18.2a2.8 2.8 0 0 0 2.8 2.8" stroke="#d2232a" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{t('common.programme')}</span>{' '}
        <span className="logo__tag">{t('layout.logoTag')}</span>
      </span>
    </span>
  );
}
