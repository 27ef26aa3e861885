import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { Carousel } from '../../../frame/ui/Carousel';
import { formatKm } from '../../../frame/ui/formatDay';
import { NextServiceDay } from '../../../frame/ui/NextServiceDay';
import { CarIcon, EditIcon, GiftIcon, OilBottleIcon, PinIcon, PlusIcon } from '../../../frame/ui/icons';
import { Page } from '../../../frame/ui/PageLayout';
import { PageSpinner, Spinner } from '../../../frame/ui/Spinner';
import { VehicleCard } from '../../../frame/ui/VehicleCard';
import { selectFullName, selectProfileStatus } from '../../../entities/profile/slice';
import { selectNextServiceBanner, selectVehicleCards } from '../../../entities/vehicles/selectors';
import { loyaltyActions, selectLoyaltySpinner, selectLoyaltyStatus } from '../../../entities/loyalty/slice';
import { serviceInfoState, addServiceState } from '../../../frame/locationState';
import './DashboardPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

function Shortcuts() {
  const { t } = useTranslation();
  const shortcuts = [
    { to: paths.addVehicle, label: t('dashboard.shortcuts.addVehicle'), icon: <CarIcon /> },
    { to: paths.workshopsLocator, label: t('dashboard.shortcuts.workshopLocator'), icon: <PinIcon /> },
    { to: paths.referAndEarn, label: t('dashboard.shortcuts.referAndEarn'), icon: <GiftIcon /> },
  ];
  return (
    <nav className="dashboard-shortcuts" aria-label={t('dashboard.shortcuts.label')}>
      <ul role="list">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="dashboard-shortcut">
              <span className="dashboard-shortcut__icon">{shortcut.icon}</span>
              <span className="dashboard-shortcut__label">{shortcut.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoVehicles() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-empty">
      <span className="dashboard-empty__icon" aria-hidden="true">
        <CarIcon />
      </span>
      <p className="dashboard-empty__text">{t('dashboard.vehicles.empty', { programme: t('common.programme') })}</p>
      <ButtonLink to={paths.addVehicle} icon={<PlusIcon />}>
        {t('dashboard.shortcuts.addVehicle')}
      </ButtonLink>
    </div>
  );
}

function NextServiceBanner() {
  const { t } = useTranslation();
  const next = useAppSelector(selectNextServiceBanner);
  return (
    <section className="next-service" aria-labelledby="next-service-heading">
      <span className="next-service__icon" aria-hidden="true">
        <OilBottleIcon />
      </span>
      <div className="next-service__body">
        <h2 id="next-service-heading" className="next-service__heading">
          {t('dashboard.nextService.heading')}
        </h2>
        {next ? (
          <>
            <p className="next-service__vehicle">{t('dashboard.nextService.vehicle', { plate: next.plate_number, vehicle: next.vehicle })}</p>
            <p className="next-service__due">
              {next.next_mileage > 0 && (
                <>
                  <strong>{formatKm(next.next_mileage)}</strong> <span className="next-service__or">{t('dashboard.nextService.or')}</span>{' '}
                </>
              )}
              <strong>
                <NextServiceDay day={next.next_service_date} />
              </strong>
            </p>
          </>
        ) : (
          <p className="next-service__none">{t('dashboard.nextService.none')}</p>
        )}
      </div>
    </section>
  );
}

function Vehicles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useAppSelector(selectVehicleCards);
  const spinner = useAppSelector(selectLoyaltySpinner);
  if (cards.length === 0) {
    return spinner ? (
      <div className="dashboard-loading">
        <Spinner size="lg" label={t('dashboard.loading')} />
      </div>
    ) : (
      <NoVehicles />
    );
  }
  return (
    <Carousel label={t('dashboard.vehicles.heading')}>
      {cards.map(({ vehicle, slots }) => (
        <VehicleCard
          key={vehicle.guid}
          vehicle={vehicle}
          slots={slots}
          onOpen={() => navigate(paths.serviceInformation, { state: serviceInfoState(vehicle.guid) })}
          onAddService={() => navigate(paths.addService, { state: addServiceState(vehicle.guid) })}
        />
      ))}
    </Carousel>
  );
}

/** /loyalty: greeting, shortcuts, the next service and the member's vehicles with their bottles. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectFullName);
  const cards = useAppSelector(selectVehicleCards);
  const spinner = useAppSelector(selectLoyaltySpinner);
  const loyaltyStatus = useAppSelector(selectLoyaltyStatus);
  const profileStatus = useAppSelector(selectProfileStatus);
  // Nothing of the member's stored yet (a first visit on this device): the page waits for it whole,
  // rather than showing and being pushed down as the name, the next service and the cards arrive.
  const firstLoad = (cards.length === 0 && (loyaltyStatus === 'idle' || loyaltyStatus === 'loading')) || (!name && (profileStatus === 'idle' || profileStatus === 'loading'));

  useEffect(() => {
    dispatch(loyaltyActions.fetchRequested());
  }, [dispatch]);
  if (firstLoad) {
    return (
      <>
        <DocumentTitle title={t('dashboard.title')} />
        <PageSpinner label={t('dashboard.loading')} />
      </>
    );
  }
  return (
    <>
      <DocumentTitle title={t('dashboard.title')} />
      <section className="dashboard-greeting">
        <div className="dashboard-greeting__inner">
          <div>
            <p className="dashboard-greeting__name">{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}</p>
            <p className="dashboard-greeting__welcome">{t('dashboard.welcome', { programme: t('common.programme') })}</p>
          </div>
          <Link to={paths.editProfile} className="dashboard-greeting__edit">
            <EditIcon />
            <span>{t('dashboard.editProfile')}</span>
          </Link>
        </div>
      </section>
      <Page className="dashboard">
        <Shortcuts />
        {cards.length > 0 && <NextServiceBanner />}
        <section className="dashboard-vehicles" aria-labelledby="dashboard-vehicles-heading">
          <div className="dashboard-vehicles__top">
            <h1 id="dashboard-vehicles-heading" className="dashboard-vehicles__heading">
              {t('dashboard.vehicles.heading')}
            </h1>
            {spinner && cards.length > 0 && <Spinner size="sm" label={t('dashboard.loading')} />}
          </div>
          <Vehicles />
        </section>
        <p className="dashboard-footnote">{t('dashboard.footnote')}</p>
      </Page>
    </>
  );
}
