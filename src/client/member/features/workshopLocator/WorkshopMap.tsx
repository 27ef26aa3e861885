import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTiles } from './selectors';
import type { MapView } from './slice';
import type { GeoPoint, LocatorWorkshop } from './workshops';

/** Markers added in one task; the rest follow in the next ones. */
const MARKERS_PER_TASK = 10;

/** Spec section 9: marker icons are 68x72; the pin's tip is the workshop's spot. */
function markerIcon(url: string): L.Icon {
  return L.icon({ iconUrl: url, iconSize: [68, 72], iconAnchor: [34, 68], popupAnchor: [0, -62], className: 'locator-marker' });
}
const quartzIcon = markerIcon('/images/markers/quartz-auto-care.svg');
const workshopIcon = markerIcon('/images/markers/workshop.svg');

// The popup pans clear of what is drawn over the map's top: zoom, locate-me and the nearest-workshop chip.
const popupOptions: L.PopupOptions = { minWidth: 220, maxWidth: 300, autoPanPaddingTopLeft: [16, 116], autoPanPaddingBottomRight: [16, 16] };

const latLng = (point: GeoPoint): L.LatLngExpression => [point.lat, point.lng];

interface PopupHost {
  workshop: LocatorWorkshop;
  element: HTMLElement;
  marker: L.Marker;
}

export interface WorkshopMapProps {
  workshops: readonly LocatorWorkshop[];
  /** null: no tile layer yet (or none reachable); markers and popups work without one. */
  tiles: MapTiles | null;
  view: MapView;
  focusedId: number | null;
  position: GeoPoint | null;
  label: string;
  youAreHere: string;
  renderPopup: (workshop: LocatorWorkshop) => ReactNode;
}

/**
 * Leaflet drawn by hand (no wrapper library): one map per mount, markers rebuilt when the list
 * changes, and the open popup rendered by React into the element Leaflet shows. Only the open one:
 * rendering every marker's popup ahead held a phone's main thread for a long task on each change.
 */
export default function WorkshopMap({ workshops, tiles, view, focusedId, position, label, youAreHere, renderPopup }: WorkshopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, L.Marker>());
  const pendingFocusRef = useRef<number | null>(null);
  const [openPopup, setOpenPopup] = useState<PopupHost | null>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const map = L.map(containerRef.current!, { center: latLng(view.centre), zoom: view.zoom, zoomControl: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    mapRef.current = map;
    // The map's box changes with the layout (rotation, the desktop panel); Leaflet must be told.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(containerRef.current!);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
    };
    // Created once, on the first view; later views move this map (below).
  }, []);

  // Leaflet's own control texts are English; these follow the member's language.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('workshopLocator.map.zoomIn'), zoomOutTitle: t('workshopLocator.map.zoomOut') }).addTo(map);
    const labelClose = (event: L.PopupEvent) =>
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('workshopLocator.map.closePopup'));
    map.on('popupopen', labelClose);
    return () => {
      zoom.remove();
      map.off('popupopen', labelClose);
    };
  }, [t]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tiles) return;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const markers = markersRef.current;
    const add = (workshop: LocatorWorkshop) => {
      const element = document.createElement('div');
      const marker = L.marker(latLng(workshop.position), {
        icon: workshop.isQuartzAutoCare ? quartzIcon : workshopIcon,
        alt: workshop.name,
        title: workshop.name,
        riseOnHover: true,
      }).bindPopup(element, popupOptions);
      const host = { workshop, element, marker };
      marker.on('popupopen', () => setOpenPopup(host));
      marker.on('popupclose', () => setOpenPopup((open) => (open === host ? null : open)));
      group.addLayer(marker);
      markers.set(workshop.id, marker);
      // The workshop asked for before its marker was on the map: its popup opens now.
      if (pendingFocusRef.current === workshop.id) {
        pendingFocusRef.current = null;
        marker.openPopup();
      }
    };
    // A batch a task: every marker at once was one of the locator's long tasks on a slow phone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addFrom = (start: number) => {
      for (const workshop of workshops.slice(start, start + MARKERS_PER_TASK)) add(workshop);
      if (start + MARKERS_PER_TASK < workshops.length) timer = setTimeout(() => addFrom(start + MARKERS_PER_TASK), 0);
    };
    addFrom(0);
    return () => {
      clearTimeout(timer);
      group.remove();
      markers.clear();
      setOpenPopup(null);
    };
  }, [workshops]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !position) return;
    const you = L.circleMarker(latLng(position), { radius: 9, weight: 3, color: '#ffffff', fillColor: '#1f5fbf', fillOpacity: 1 })
      .bindTooltip(youAreHere)
      .addTo(map);
    return () => {
      you.remove();
    };
  }, [position, youAreHere]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || view.seq === 0) return;
    const marker = focusedId === null ? undefined : markersRef.current.get(focusedId);
    // Open the popup once the map has arrived, so its auto-pan does not cut the move short; a
    // marker still to come opens it as it is added.
    pendingFocusRef.current = marker ? null : focusedId;
    if (marker) map.once('moveend', () => marker.openPopup());
    map.setView(latLng(view.centre), view.zoom);
    // Only a new view request moves the map; a re-render with the same one does not.
  }, [view.seq]);

  // Leaflet sized and placed the popup when it opened, still empty: again now that React has filled it.
  useLayoutEffect(() => {
    openPopup?.marker.getPopup()?.update();
  }, [openPopup]);

  return (
    <>
      <div ref={containerRef} className="locator-map__canvas" role="region" aria-label={label} />
      {openPopup && createPortal(renderPopup(openPopup.workshop), openPopup.element, String(openPopup.workshop.id))}
    </>
  );
}
