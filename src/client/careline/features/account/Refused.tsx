import { useTranslation } from 'react-i18next';
import type { Refusal } from './slice';

/** A refusal in plain words: the server's text as it sent it (limits, a wrong code), or ours. */
export function Refused({ refusal }: { refusal: Refusal | null }) {
  const { t } = useTranslation('careline');
  if (!refusal) return null;
  return (
    <p role="alert" className="careline-error">
      {refusal.text ?? t(refusal.key ?? 'account.serverError')}
    </p>
  );
}
