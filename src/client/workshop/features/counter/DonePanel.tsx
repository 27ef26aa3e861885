import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../frame/ui/Button';
import { paths } from '../../app/paths';
import type { Decision } from './slice';

/** After the decision: what to hand over across the counter, then back to scanning. */
export function DonePanel({ decision }: { decision: Decision }) {
  const { t } = useTranslation('workshop');
  const reasonText = (reason: Extract<Decision, { kind: 'rejected' }>['reason']) =>
    reason.reason_code === 'other' ? (reason.reason_text ?? '') : t(`reasons.${reason.reason_code}`);
  return (
    <section className={`done done--${decision.kind}`} aria-labelledby="done-heading" role="status">
      <h2 id="done-heading" className="done__title">
        {decision.kind === 'verified' ? t('done.verified') : t('done.rejected')}
      </h2>
      {decision.kind === 'verified' ? (
        <>
          {decision.result.hand_over.length > 0 && (
            <>
              <h3 className="done__subtitle">{t('done.handOver')}</h3>
              <ul className="hand-over">
                {decision.result.hand_over.map((item) => (
                  <li key={`${item.OilCode}-${item.free_of_charge}`} className={item.free_of_charge ? 'hand-over__item hand-over__item--free' : 'hand-over__item'}>
                    {t('done.handOverLine', { bottles: item.bottles, oil: item.oil_name })}
                    {item.free_of_charge && <strong> {t('done.freeOfCharge')}</strong>}
                  </li>
                ))}
              </ul>
            </>
          )}
          {decision.result.free_oil_earned && decision.result.free_oil_earned.length > 0 && (
            <p className="done__note">{t('done.freeEarned', { oils: decision.result.free_oil_earned.join(', ') })}</p>
          )}
        </>
      ) : (
        <p>{t('done.rejectedReason', { reason: reasonText(decision.reason) })}</p>
      )}
      <p className="done__note">{t('done.memberTold')}</p>
      <ButtonLink to={paths.counter} variant="primary" block className="done__next">
        {t('done.next')}
      </ButtonLink>
    </section>
  );
}
