import { useTranslation } from 'react-i18next';
import { DirectionsIcon, PhoneIcon } from './icons';
import { directionsUrl, displayPhone, telUrl } from './links';
import type { LocatorWorkshop } from './workshops';
import './WorkshopDetails.css';

export function QuartzBadge() {
  const { t } = useTranslation();
  return <span className="locator-badge">{t('workshopLocator.workshop.quartzBadge')}</span>;
}

/** 'Get Directions' (Google Maps, new tab) and 'Call' (tel:), in the popup and in the list. */
export function WorkshopActions({ workshop }: { workshop: LocatorWorkshop }) {
  const { t } = useTranslation();
  return (
    <div className="locator-actions">
      <a
        className="locator-action locator-action--primary"
        href={directionsUrl(workshop.position)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('workshopLocator.workshop.directionsLabel', { name: workshop.name })}
      >
        <DirectionsIcon />
        <span>{t('workshopLocator.workshop.directions')}</span>
      </a>
      {workshop.mobileNumber && (
        <a className="locator-action" href={telUrl(workshop.mobileNumber)} aria-label={t('workshopLocator.workshop.callLabel', { name: workshop.name })}>
          <PhoneIcon />
          <span>{t('workshopLocator.workshop.call')}</span>
        </a>
      )}
    </div>
  );
}

/** A marker's popup: name, address, phone and the two actions. */
export function WorkshopPopup({ workshop }: { workshop: LocatorWorkshop }) {
  return (
    <div className="locator-popup">
      {workshop.isQuartzAutoCare && <QuartzBadge />}
      <p className="locator-popup__name">{workshop.name}</p>
      <p className="locator-popup__address">{workshop.address}</p>
      {workshop.mobileNumber && <p className="locator-popup__phone">{displayPhone(workshop.mobileNumber)}</p>}
      <WorkshopActions workshop={workshop} />
    </div>
  );
}
