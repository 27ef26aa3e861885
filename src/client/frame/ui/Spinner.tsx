import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; defaults to 'Loading…'. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Fills the page area while a page's code or data arrives. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export default Spinner;
