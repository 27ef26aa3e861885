import { useTranslation } from 'react-i18next';
import type { ServiceFlag } from '../../api';

/** What the server asks the staff to look at before verifying; nothing at all when it flags nothing. */
export function FlagList({ flags }: { flags: readonly ServiceFlag[] }) {
  const { t } = useTranslation('workshop');
  if (flags.length === 0) return null;
  return (
    <section className="flags" role="alert" aria-labelledby="flags-heading">
      <h2 id="flags-heading" className="flags__title">
        {t('service.flagsTitle')}
      </h2>
      <ul className="flags__list">
        {flags.map((flag, index) => (
          <li key={`${flag.kind}-${index}`} className="flags__item" data-kind={flag.kind}>
            {flag.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
