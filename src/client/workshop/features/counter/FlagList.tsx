import { useTranslation } from 'react-i18next';
import { FlagText } from '../../../frame/flags/FlagText';
import type { ServiceFlag } from '../../api';

/**
 * What the server asks the staff to look at before verifying, in the staff's language; nothing at
 * all when it flags nothing. The other service a flag names stays plain text: it may be another
 * workshop's, which this counter cannot open.
 */
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
            <FlagText flag={flag} />
          </li>
        ))}
      </ul>
    </section>
  );
}
