import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { formatDistance } from './distance';
import { MapIcon } from './icons';
import { displayPhone } from './links';
import { selectWorkshopList, type WorkshopListEntry } from './selectors';
import { QuartzBadge, WorkshopActions } from './WorkshopDetails';
import './WorkshopList.css';

/** Enough for the nearest few on a phone; the rest are one tap away, so slow phones render less at once. */
export const FIRST_LIST_PAGE = 10;

export interface WorkshopListProps {
  onShowOnMap: (workshopId: number) => void;
}

/** Every workshop the map shows, as text: for screen readers, slow connections and tiles that never load. */
export function WorkshopList({ onShowOnMap }: WorkshopListProps) {
  const { t } = useTranslation();
  // The list follows the workshops' arrival (and each filter or search) as a transition, which React
  // splits into short tasks: rendering them with the arrival itself was a long task on a slow phone.
  const entries = useDeferredValue(useAppSelector(selectWorkshopList));
  const [showAll, setShowAll] = useState(false);
  const sortedByDistance = entries.length > 0 && entries[0].distanceKm !== null;
  const shown = useMemo(() => (showAll ? entries : entries.slice(0, FIRST_LIST_PAGE)), [showAll, entries]);

  return (
    <section className="locator-list" aria-labelledby="locator-list-heading">
      <div className="locator-list__top">
        <h2 id="locator-list-heading" className="locator-list__heading">
          {t('workshopLocator.list.heading')}
        </h2>
        <p className="locator-list__count">
          {t('workshopLocator.list.count', { count: entries.length })}
          {sortedByDistance && ` · ${t('workshopLocator.list.nearest')}`}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="locator-list__empty">{t('workshopLocator.list.empty')}</p>
      ) : (
        <WorkshopItems shown={shown} onShowOnMap={onShowOnMap} />
      )}
      {shown.length < entries.length && (
        <button type="button" className="locator-list__more" onClick={() => setShowAll(true)}>
          {t('workshopLocator.list.showAll', { count: entries.length })}
        </button>
      )}
    </section>
  );
}

interface WorkshopItemsProps {
  shown: readonly WorkshopListEntry[];
  onShowOnMap: (workshopId: number) => void;
}

/** The entries themselves, rendered again only when they change (not on each render of the list's top). */
const WorkshopItems = memo(function WorkshopItems({ shown, onShowOnMap }: WorkshopItemsProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul role="list" className="locator-list__items">
      {shown.map(({ workshop, distanceKm }) => (
        <li key={workshop.id} className="locator-item">
          <div className="locator-item__head">
            <div className="locator-item__title">
              <h3 className="locator-item__name">{workshop.name}</h3>
              {workshop.isQuartzAutoCare && <QuartzBadge />}
            </div>
            <button
              type="button"
              className="locator-item__show"
              aria-label={t('workshopLocator.list.showOnMapLabel', { name: workshop.name })}
              title={t('workshopLocator.list.showOnMap')}
              onClick={() => onShowOnMap(workshop.id)}
            >
              <MapIcon />
            </button>
          </div>
          <p className="locator-item__address">{workshop.address}</p>
          <p className="locator-item__meta">
            {distanceKm !== null && <span className="locator-item__distance">{t('workshopLocator.list.distance', { km: formatDistance(distanceKm, i18n.language) })}</span>}
            {workshop.mobileNumber && <span>{displayPhone(workshop.mobileNumber)}</span>}
          </p>
          <WorkshopActions workshop={workshop} />
        </li>
      ))}
    </ul>
  );
});
