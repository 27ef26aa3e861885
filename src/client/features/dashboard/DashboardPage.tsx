import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button';
import { CarIcon, EditIcon, GiftIcon, PinIcon, PlusIcon } from '../../ui/icons';
import { Page } from '../../ui/PageLayout';
import { selectFullName } from '../profile/slice';
import { selectAllVehicles } from '../vehicles/slice';
import './DashboardPage.css';

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

/** /loyalty for now: greeting, shortcuts and the (empty) vehicle list; vehicle cards come later. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const name = useAppSelector(selectFullName);
  const vehicles = useAppSelector(selectAllVehicles);
  return (
    <>
      <title>{t('dashboard.title')}</title>
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
        <section className="dashboard-vehicles" aria-labelledby="dashboard-vehicles-heading">
          <h1 id="dashboard-vehicles-heading" className="dashboard-vehicles__heading">
            {t('dashboard.vehicles.heading')}
          </h1>
          {vehicles.length === 0 && <NoVehicles />}
        </section>
        <p className="dashboard-footnote">{t('dashboard.footnote')}</p>
      </Page>
    </>
  );
}
