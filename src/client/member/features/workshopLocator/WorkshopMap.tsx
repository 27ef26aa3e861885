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
  const [map, setMap] = useState<L.Map | null>(null);
  const markersRef = useRef(new Map<number, L.Marker>());
  const pendingFocusRef = useRef<number | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [openPopup, setOpenPopup] = useState<PopupHost | null>(null);
  const { t } = useTranslation();

  // Each step below is a task of its own, which a phone can interrupt: the page's render, then the
  // map (in a task after the render, so the browser has laid the page out and Leaflet's measuring
  // of its box costs nothing), its tiles, and its markers a batch at a time. All in one was the
  // longest task of this page's start-up on a slow phone.
  useEffect(() => {
    let created: L.Map | null = null;
    let observer: ResizeObserver | null = null;
    const timer = setTimeout(() => {
      // Created once, at the view of the moment; later views move this map (below).
      const { centre, zoom } = viewRef.current;
      created = L.map(containerRef.current!, { center: latLng(centre), zoom, zoomControl: false });
      created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      // The map's box changes with the layout (rotation, the desktop panel); Leaflet must be told.
      const resized = created;
      observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resized.invalidateSize());
      observer?.observe(containerRef.current!);
      setMap(created);
    }, 0);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      created?.remove();
      setMap(null);
    };
  }, []);

  // Leaflet's own control texts are English; these follow the member's language.
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('workshopLocator.map.zoomIn'), zoomOutTitle: t('workshopLocator.map.zoomOut') }).addTo(map);
    const labelClose = (event: L.PopupEvent) =>
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('workshopLocator.map.closePopup'));
    map.on('popupopen', labelClose);
    return () => {
      zoom.remove();
      map.off('popupopen', labelClose);
    };
  }, [map, t]);

  useEffect(() => {
    if (!map || !tiles) return;
    let layer: L.TileLayer | undefined;
    const timer = setTimeout(() => {
      layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    }, 0);
    return () => {
      clearTimeout(timer);
      layer?.remove();
    };
  }, [map, tiles]);

  useEffect(() => {
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addFrom = (start: number) => {
      for (const workshop of workshops.slice(start, start + MARKERS_PER_TASK)) add(workshop);
      if (start + MARKERS_PER_TASK < workshops.length) timer = setTimeout(() => addFrom(start + MARKERS_PER_TASK), 0);
    };
    timer = setTimeout(() => addFrom(0), 0);
    return () => {
      clearTimeout(timer);
      group.remove();
      markers.clear();
      setOpenPopup(null);
    };
  }, [map, workshops]);

  useEffect(() => {
    if (!map || !position) return;
    const you = L.circleMarker(latLng(position), { radius: 9, weight: 3, color: '#ffffff', fillColor: '#1f5fbf', fillOpacity: 1 })
      .bindTooltip(youAreHere)
      .addTo(map);
    return () => {
      you.remove();
    };
  }, [map, position, youAreHere]);

  useEffect(() => {
    if (!map || view.seq === 0) return;
    const marker = focusedId === null ? undefined : markersRef.current.get(focusedId);
    // Open the popup once the map has arrived, so its auto-pan does not cut the move short; a
    // marker still to come opens it as it is added.
    pendingFocusRef.current = marker ? null : focusedId;
    if (marker) map.once('moveend', () => marker.openPopup());
    map.setView(latLng(view.centre), view.zoom);
    // Only a new view request moves the map (or the map's arrival, to one asked for before it);
    // a re-render with the same one does not.
  }, [map, view.seq]);

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
