import { useEffect } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { formatDay, formatKm } from '../../../frame/ui/formatDay';
import { Spinner } from '../../../frame/ui/Spinner';
import { selectProfile } from '../../../entities/profile/slice';
import type { WizardCar } from './selectors';
import { addServiceActions, selectPollState, selectWizardReceipt } from './slice';
import type { ReactNode } from 'react';
import { OilName } from '../../../frame/ui/OilName';
import { PushOptIn } from '../../app/pushOptIn';

/** Step 4: what was submitted, and the QR code the workshop scans; the page polls meanwhile. */
export function StepSummary({ car }: { car: WizardCar }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const receipt = useAppSelector(selectWizardReceipt);
  const profile = useAppSelector(selectProfile);
  const poll = useAppSelector(selectPollState);
  const code = receipt?.transaction_code ?? '';
  const plate = car.vehicle.plate_number;
  const freeOil = receipt?.free_oil ?? false;

  useEffect(() => {
    if (code) dispatch(addServiceActions.qrShown({ transactionCode: code, plate, freeOil }));
  }, [code, plate, freeOil, dispatch]);

  if (!receipt) return null;
  const rows: [string, ReactNode][] = [
    [t('addService.summary.mobile'), profile.mobile_number ? `+${profile.mobile_number}` : '-'],
    [t('addService.summary.vehicle'), `${car.vehicle.model_brand} ${car.vehicle.model_name} (${plate})`],
    [t('addService.summary.mileage'), formatKm(Number(receipt.mileage))],
    [t('addService.summary.date'), formatDay(receipt.service_date)],
    [t('addService.summary.workshopId'), receipt.workshopId],
    [t('addService.summary.oil'), <OilName name={receipt.oil_name} />],
    [t('addService.summary.quantity'), t('addService.oil.bottles', { count: receipt.quantity })],
  ];
  return (
    <>
      <h2 className="add-service__heading">{t('addService.summary.heading')}</h2>
      <p>{t('addService.summary.intro')}</p>
      <div className="service-qr">
        <div className="service-qr__code">
          <QRCodeSVG value={code} size={188} level="M" marginSize={2} role="img" aria-label={t('addService.summary.qrLabel', { code })} />
        </div>
        <p className="service-qr__label">{t('addService.summary.transactionId')}</p>
        <p className="service-qr__id" data-testid="transaction-id">{code}</p>
        {poll === 'polling' && (
          <p className="service-qr__waiting">
            <Spinner size="sm" /> {t('addService.summary.waiting')}
          </p>
        )}
      </div>
      <PushOptIn />
      <dl className="service-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={paths.loyalty} variant="secondary" block>
        {t('addService.goBackSummary')}
      </ButtonLink>
    </>
  );
}
