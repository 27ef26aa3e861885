import './texts';
import { Suspense, startTransition, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { afterFirstPaint } from '../../../frame/firstPaint';
import { lazyChunk } from '../../../frame/lazyChunk';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../../frame/ui/Spinner';
import { LocateIcon } from './icons';
import watchWorkshopLocator from './sagas';
import { SearchBox } from './SearchBox';
import { formatDistance } from './distance';
import { selectFilteredWorkshops, selectMapTiles, selectWorkshopList } from './selectors';
import {
  selectFocusedWorkshopId,
  selectLocateError,
  selectLocating,
  selectLocatorSpinner,
  selectLocatorStatus,
  selectMapView,
  selectMemberPosition,
  selectWorkshopFilter,
  workshopLocatorActions,
  type WorkshopFilter,
} from './slice';
import { WorkshopPopup } from './WorkshopDetails';
import { WorkshopList } from './WorkshopList';
import type { LocatorWorkshop } from './workshops';
import type { WorkshopMapProps } from './WorkshopMap';
import './WorkshopLocatorPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

// Leaflet (about 40 KB gzipped) has a chunk of its own, asked for once the page has been painted:
// the heading, search and list do not wait for the map, whose frame keeps its size meanwhile.
// A download that fails (offline before the app was kept for offline use) leaves the frame empty and
// the list working, rather than the page's crash popup.
const WorkshopMap = lazyChunk(() => import(/* webpackChunkName: "workshop-map" */ './WorkshopMap').catch(() => ({ default: NoMap })));

function NoMap(_props: WorkshopMapProps) {
  return <></>;
}

function useMapAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    // As a transition: React renders the map's start in short tasks rather than one long one.
    void afterFirstPaint().then(() => mounted && startTransition(() => setShown(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}

const filters: WorkshopFilter[] = ['all', 'quartz', 'other'];

function FilterControl() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectWorkshopFilter);
  return (
    <fieldset className="locator-filter">
      <legend className="visually-hidden">{t('workshopLocator.filter.label')}</legend>
      {filters.map((value) => (
        <label key={value} className="locator-filter__option">
          <input
            type="radio"
            name="workshop-filter"
            value={value}
            checked={filter === value}
            onChange={() => dispatch(workshopLocatorActions.filterChosen(value))}
          />
          <span>{t(`workshopLocator.filter.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function LocateStatus() {
  const { t } = useTranslation();
  const locating = useAppSelector(selectLocating);
  const error = useAppSelector(selectLocateError);
  const text = locating === 'locating' ? t('workshopLocator.locate.busy') : error ? t(`workshopLocator.locate.${error}`) : '';
  return (
    <p className={['locator-status', error && locating === 'failed' && 'locator-status--warning'].filter(Boolean).join(' ')} role="status">
      {text}
    </p>
  );
}

/** Once the member is located, the nearest workshop is named on the map: at zoom 18 it is rarely in view. */
function NearestChip({ onShow }: { onShow: (workshopId: number) => void }) {
  const { t, i18n } = useTranslation();
  const [nearest] = useAppSelector(selectWorkshopList);
  if (!nearest || nearest.distanceKm === null) return null;
  const km = formatDistance(nearest.distanceKm, i18n.language);
  return (
    <button
      type="button"
      className="locator-map__nearest"
      aria-label={t('workshopLocator.list.nearestChip', { name: nearest.workshop.name, km })}
      onClick={() => onShow(nearest.workshop.id)}
    >
      <span>{t('workshopLocator.list.nearestLabel')}</span>
      <span className="locator-map__nearest-name">{nearest.workshop.name}</span>
      <span>· {t('workshopLocator.list.kmShort', { km })}</span>
    </button>
  );
}

/** /workshops-locator: map, search, filter, locate-me, and the same workshops as a list. */
export default function WorkshopLocatorPage() {
  useFeatureSaga(watchWorkshopLocator);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mapAreaRef = useRef<HTMLDivElement>(null);
  // The list and the map follow the workshops' arrival (and each filter or search) as a transition,
  // which React splits into short tasks: rendering them with the arrival itself was one of the
  // longest tasks of this page's start on a slow phone.
  const workshops = useDeferredValue(useAppSelector(selectFilteredWorkshops));
  const status = useAppSelector(selectLocatorStatus);
  const spinner = useAppSelector(selectLocatorSpinner);
  const tiles = useAppSelector(selectMapTiles);
  const view = useAppSelector(selectMapView);
  const focusedId = useAppSelector(selectFocusedWorkshopId);
  const position = useAppSelector(selectMemberPosition);
  const locating = useAppSelector(selectLocating);
  const mapShown = useMapAfterFirstPaint();

  useEffect(() => {
    dispatch(workshopLocatorActions.opened());
  }, [dispatch]);

  const showOnMap = useCallback(
    (workshopId: number) => {
      dispatch(workshopLocatorActions.workshopChosen(workshopId));
      mapAreaRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
    },
    [dispatch],
  );
  const renderPopup = useCallback((workshop: LocatorWorkshop) => <WorkshopPopup workshop={workshop} />, []);

  return (
    <div className="locator">
      <DocumentTitle title={t('workshopLocator.title')} />
      <div className="locator__layout">
        <header className="locator__intro">
          <h1 className="locator__title">{t('workshopLocator.title')}</h1>
          <p className="locator__subtitle">{t('workshopLocator.subtitle')}</p>
        </header>
        <div className="locator__controls">
          <SearchBox />
          <FilterControl />
        </div>
        <div className="locator__map locator-map" ref={mapAreaRef}>
          {mapShown && (
            <Suspense fallback={null}>
              <WorkshopMap
                workshops={workshops}
                tiles={tiles}
                view={view}
                focusedId={focusedId}
                position={position}
                label={t('workshopLocator.map.label')}
                youAreHere={t('workshopLocator.map.you')}
                renderPopup={renderPopup}
              />
            </Suspense>
          )}
          <button
            type="button"
            className="locator-map__locate"
            onClick={() => dispatch(workshopLocatorActions.locateRequested())}
            disabled={locating === 'locating'}
            aria-busy={locating === 'locating' || undefined}
          >
            <LocateIcon className={locating === 'locating' ? 'locator-map__locate-icon is-busy' : 'locator-map__locate-icon'} />
            <span>{t('workshopLocator.locate.button')}</span>
          </button>
          <NearestChip onShow={showOnMap} />
          <LocateStatus />
          {spinner && workshops.length === 0 && (
            <div className="locator-map__loading">
              <Spinner size="lg" label={t('workshopLocator.map.loading')} />
            </div>
          )}
        </div>
        <div className="locator__list">
          {status === 'failed' && workshops.length === 0 ? (
            <div className="locator-failed" role="alert">
              <p>{t('workshopLocator.failed.text')}</p>
              <button type="button" className="locator-action locator-action--primary" onClick={() => dispatch(workshopLocatorActions.opened())}>
                {t('workshopLocator.failed.retry')}
              </button>
            </div>
          ) : (
            !(spinner && workshops.length === 0) && <WorkshopList onShowOnMap={showOnMap} />
          )}
        </div>
      </div>
    </div>
  );
}
