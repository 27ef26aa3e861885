import './texts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Service } from '../../../../shared/contract/loyalty';
import { newestFirst } from '../../../../shared/loyalty/cycle';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { BottleRow } from '../../../frame/ui/BottleRow';
import { ButtonLink } from '../../../frame/ui/Button';
import { formatDay } from '../../../frame/ui/formatDay';
import { ChevronDownIcon } from '../../../frame/ui/icons';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner, Spinner } from '../../../frame/ui/Spinner';
import { addServiceState, type ServiceInfoLocationState } from '../../../frame/locationState';
import { selectVehicleWithCycle } from '../../../entities/vehicles/selectors';
import { selectHistoryCycles, selectServicesOfCycle, selectVehicleOfServiceCode, showsProgrammeDates } from './selectors';
import { loyaltyActions, selectLoyaltyStatus } from '../../../entities/loyalty/slice';
import { ServiceItem } from './ServiceItem';
import { selectCycleServicesStatus, selectHistoryRequest, selectOpenCycle, serviceInfoActions } from './slice';
import './ServiceInfoPage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchServiceInfo from './sagas';

function ServiceList({ services, vehicleGuid }: { services: Service[]; vehicleGuid: string }) {
  const navigate = useNavigate();
  return (
    <ul className="service-list" role="list">
      {services.map((service) => (
        <li key={service.guid}>
          <ServiceItem service={service} onGenerateQr={() => navigate(paths.addService, { state: addServiceState(vehicleGuid, service.guid) })} />
        </li>
      ))}
    </ul>
  );
}

function HistoryCycle({ guid, createdDate, vehicleGuid }: { guid: string; createdDate: string; vehicleGuid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenCycle) === guid;
  const status = useAppSelector((state) => selectCycleServicesStatus(state, guid));
  const services = useAppSelector((state) => selectServicesOfCycle(state, guid));
  const panelId = `cycle-${guid}`;
  return (
    <li className="history-cycle">
      <button
        type="button"
        className="history-cycle__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => dispatch(serviceInfoActions.cycleToggled({ cycleGuid: guid }))}
      >
        <span>{t('serviceInfo.cycleOf', { date: formatDay(createdDate) })}</span>
        <ChevronDownIcon className="history-cycle__chevron" />
      </button>
      {open && (
        <div id={panelId} className="history-cycle__panel">
          {status === 'loading' && <Spinner label={t('serviceInfo.loading')} />}
          {status === 'succeeded' && services.length === 0 && <p className="service-info__empty">{t('serviceInfo.notServiced')}</p>}
          {services.length > 0 && <ServiceList services={services} vehicleGuid={vehicleGuid} />}
        </div>
      )}
    </li>
  );
}

function History({ vehicleGuid }: { vehicleGuid: string }) {
  const { t } = useTranslation();
  const cycles = useAppSelector((state) => selectHistoryCycles(state, vehicleGuid));
  const request = useAppSelector((state) => selectHistoryRequest(state, vehicleGuid));
  return (
    <section className="service-info__section" aria-labelledby="history-heading">
      <h2 id="history-heading" className="section-heading">
        {t('serviceInfo.history')}
      </h2>
      {cycles.length === 0 ? (
        request?.spinner ? (
          <Spinner label={t('serviceInfo.loading')} />
        ) : (
          <p className="service-info__empty">{t('serviceInfo.noHistory')}</p>
        )
      ) : (
        <>
          <p className="service-info__hint">{t('serviceInfo.historyHint')}</p>
          <ul className="history-list" role="list">
            {cycles.map((cycle) => (
              <HistoryCycle key={cycle.guid} guid={cycle.guid} createdDate={cycle.created_date} vehicleGuid={vehicleGuid} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /loyalty/service-information: the vehicle's cycle, its services and its history. The vehicle is
 * the one the dashboard passed, or, opened from a push notification (`?code=` a Service ID), the
 * one whose service that is: the member's cars are loaded afresh then, since the push says a
 * service changed, and the page waits for them when the service is not in the store yet.
 */
export default function ServiceInfoPage() {
  useFeatureSaga(watchServiceInfo);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { vehicle: passedVehicle } = (useLocation().state ?? {}) as Partial<ServiceInfoLocationState>;
  const code = useSearchParams()[0].get('code');
  const vehicleOfCode = useAppSelector((state) => selectVehicleOfServiceCode(state, code));
  const loyaltyStatus = useAppSelector(selectLoyaltyStatus);
  const vehicleGuid = passedVehicle ?? vehicleOfCode;
  const data = useAppSelector((state) => selectVehicleWithCycle(state, vehicleGuid ?? ''));

  const byCode = Boolean(code && !passedVehicle);
  // Whether this page asked for the cars yet: until their answer, a service not in the store may still come.
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (!byCode) return;
    dispatch(loyaltyActions.fetchRequested());
    setRefreshing(true);
  }, [byCode, code, dispatch]);
  const waitingForCars = byCode && (!refreshing || loyaltyStatus === 'loading' || loyaltyStatus === 'idle');

  useEffect(() => {
    if (!vehicleGuid) return undefined;
    dispatch(serviceInfoActions.historyRequested({ vehicleGuid }));
    return () => {
      dispatch(serviceInfoActions.pageLeft());
    };
  }, [vehicleGuid, dispatch]);

  if (!data && waitingForCars) return <PageSpinner label={t('serviceInfo.loading')} />;
  if (!vehicleGuid || !data) return <Navigate to={paths.loyalty} replace />;
  const { vehicle, services, slots } = data;
  const current = newestFirst(services);
  const na = t('serviceInfo.notAvailable');
  return (
    <Page width="reading" className="service-info">
      <PageHeading title={vehicle.plate_number} subtitle={`${vehicle.model_brand} ${vehicle.model_name}`} documentTitle={t('serviceInfo.title')} />
      <section className="card service-info__cycle" aria-labelledby="cycle-heading">
        <h2 id="cycle-heading" className="service-info__cycle-heading">
          {t('serviceInfo.cycle')}
        </h2>
        {slots.length > 0 ? <BottleRow slots={slots} /> : <p className="service-info__empty">{t('serviceInfo.notServiced')}</p>}
        {showsProgrammeDates(services) && (
          <dl className="service-info__dates">
            <div>
              <dt>{t('serviceInfo.started')}</dt>
              <dd>{vehicle.start_date.Valid ? formatDay(vehicle.start_date.Time, na) : na}</dd>
            </div>
            <div>
              <dt>{t('serviceInfo.expiry')}</dt>
              <dd>{vehicle.expiry_date.Valid ? formatDay(vehicle.expiry_date.Time, na) : na}</dd>
            </div>
          </dl>
        )}
      </section>
      <section className="service-info__section" aria-labelledby="current-heading">
        <h2 id="current-heading" className="section-heading">
          {t('serviceInfo.current')}
        </h2>
        {current.length === 0 ? <p className="service-info__empty">{t('serviceInfo.notServiced')}</p> : <ServiceList services={current} vehicleGuid={vehicle.guid} />}
      </section>
      <History vehicleGuid={vehicle.guid} />
      <ButtonLink to={paths.loyalty} variant="secondary" block>
        {t('serviceInfo.back')}
      </ButtonLink>
    </Page>
  );
}
