import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PendingService } from '../../../../shared/contract/workshopApp';
import { groupedTransactionCode } from '../../../../shared/rules';
import { servicePath } from '../../app/paths';
import { URGENT_SECONDS } from './duration';
import { useDuration } from './useDuration';

/** Services as rows to tap: the plate, the oil, the Service ID, how old it is and the time left. */
export function ServiceList({ services, label }: { services: PendingService[]; label: string }) {
  const { t } = useTranslation('workshop');
  const duration = useDuration();
  return (
    <ul className="service-list" aria-label={label}>
      {services.map((service) => {
        const pending = service.status === 0;
        const urgent = pending && service.expires_in_seconds < URGENT_SECONDS;
        return (
          <li key={service.transaction_code}>
            <Link to={servicePath(service.transaction_code)} className="service-list__item">
              <span className="service-list__main">
                <strong className="service-list__plate">{service.plate_number}</strong>
                <span className="service-list__code">{groupedTransactionCode(service.transaction_code)}</span>
              </span>
              <span className="service-list__oil">
                {service.oil_name} · {t('counter.bottles', { count: service.total_bottle })}
                {service.free_oil && <span className="badge badge--free">{t('counter.free')}</span>}
              </span>
              <span className="service-list__times">
                <span>{t('counter.age', { age: duration(service.age_seconds) })}</span>
                {pending ? (
                  <span className={urgent ? 'service-list__left service-list__left--urgent' : 'service-list__left'}>
                    {service.expires_in_seconds > 0 ? t('counter.timeLeft', { left: duration(service.expires_in_seconds) }) : t('counter.due')}
                  </span>
                ) : (
                  <span className={`status status--${service.status}`}>{t(`service.statuses.${service.status}`)}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
