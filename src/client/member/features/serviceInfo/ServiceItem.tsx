import { useTranslation } from 'react-i18next';
import { ServiceStatus, type Service } from '../../../../shared/contract/loyalty';
import { Button } from '../../../frame/ui/Button';
import { formatDay, formatKm } from '../../../frame/ui/formatDay';
import { oilImageUrl } from '../../../frame/ui/oilImage';
import { OilName } from '../../../frame/ui/OilName';

const statusClass: Record<number, string> = { 0: 'pending', 1: 'verified', 2: 'rejected', 3: 'archived' };

export interface ServiceItemProps {
  service: Service;
  /** Pending services: reopen the wizard's step 4. */
  onGenerateQr?: () => void;
}

/** One service of a cycle: oil, mileages and dates, code, status, receipt and what to do next. */
export function ServiceItem({ service, onGenerateQr }: ServiceItemProps) {
  const { t } = useTranslation();
  const status = statusClass[service.status] ?? 'archived';
  return (
    <article className={`service-item service-item--${status}`}>
      <div className="service-item__top">
        <img src={oilImageUrl(service.oil_img || service.OilCode)} alt="" className="service-item__image" width="44" height="58" />
        <div className="service-item__title">
          <h3 className="service-item__oil">
            <OilName name={service.oil_name} />
          </h3>
          <p className="service-item__meta">
            {service.free_oil ? t('serviceInfo.service.free') : t('serviceInfo.service.bottles', { count: service.total_bottle })}
          </p>
        </div>
        <span className={`status-badge status-badge--${status}`}>{t(`serviceInfo.status.${service.status as 0 | 1 | 2 | 3}`)}</span>
      </div>
      <dl className="service-item__facts">
        <div>
          <dt>{t('serviceInfo.service.lastMileage')}</dt>
          <dd>{formatKm(service.current_mileage)}</dd>
        </div>
        <div>
          <dt>{t('serviceInfo.service.lastDate')}</dt>
          <dd>{formatDay(service.created_date)}</dd>
        </div>
        <div>
          <dt>{t('serviceInfo.service.nextMileage')}</dt>
          <dd>{formatKm(service.next_mileage)}</dd>
        </div>
        <div>
          <dt>{t('serviceInfo.service.nextDate')}</dt>
          <dd>{formatDay(service.next_service_date)}</dd>
        </div>
        <div className="service-item__code">
          <dt>{t('serviceInfo.service.code')}</dt>
          <dd>{service.transaction_code}</dd>
        </div>
      </dl>
      {service.status === ServiceStatus.Rejected && service.reject_reason && (
        <p className="service-item__reason" role="note">
          {t('serviceInfo.service.rejectReason', { reason: service.reject_reason })}
        </p>
      )}
      <div className="service-item__actions">
        {service.receipt_img && (
          <a className="button button--secondary button--sm" href={service.receipt_img} target="_blank" rel="noopener noreferrer">
            {t('serviceInfo.service.receipt')}
          </a>
        )}
        {service.status === ServiceStatus.Pending && onGenerateQr && (
          <Button size="sm" onClick={onGenerateQr}>
            {t('serviceInfo.service.qr')}
          </Button>
        )}
      </div>
    </article>
  );
}
