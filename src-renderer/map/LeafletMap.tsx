// A Leaflet map in a React component (issue 19 §5): created on mount, its markers replaced when
// they change, removed on unmount (map.remove() drops its layers, listeners and DOM, so leaving the
// screen leaks nothing). Markers are clustered; each is keyboard-focusable (Leaflet's keyboard
// option: Tab reaches it, Enter opens its popup) and its popup ends with a link that opens the item.
import { useEffect, useRef } from 'react';
import type { MapConfig } from '../../src-shared/api/map';
import { mapApi } from '../api/client';
import { authTileLayer, L } from './leafletSetup';
import classes from './LeafletMap.module.css';

export type MapPin = {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's accessible name (its title attribute and aria-label). */
  label: string;
  /** Lines of the popup, in order (plain text: never read as HTML). */
  lines: readonly string[];
  link?: { text: string; href: string };
};

type Props = {
  config: MapConfig;
  pins: readonly MapPin[];
  /** The link of a popup was followed (by click or Enter): the caller navigates. */
  onOpen: (pin: MapPin) => void;
  label: string;
  height: number | string;
  /** false: a single marker, no clusters (the item view's small map). */
  cluster?: boolean;
  testId?: string;
};

function popupOf(pin: MapPin, onOpen: (pin: MapPin) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup ?? '';
  pin.lines.forEach((line, index) => {
    const p = document.createElement(index === 0 ? 'strong' : 'p');
    p.textContent = line;
    box.append(p);
  });
  if (pin.link) {
    const a = document.createElement('a');
    a.href = pin.link.href;
    a.textContent = pin.link.text;
    a.addEventListener('click', (event) => {
      event.preventDefault();
      onOpen(pin);
    });
    box.append(a);
  }
  return box;
}

export function LeafletMap({ config, pins, onOpen, label, height, cluster = true, testId }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (element.current === null) return;
    const created = L.map(element.current, { center: [config.center.latitude, config.center.longitude], zoom: config.zoom, maxZoom: config.max_zoom, keyboard: true });
    created.attributionControl.setPrefix(false);
    authTileLayer(mapApi, config.tiles_url, { attribution: config.attribution, maxZoom: config.max_zoom }).addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [config]);

  useEffect(() => {
    const current = map.current;
    if (current === null) return;
    layer.current?.remove();
    const group: L.LayerGroup = cluster ? L.markerClusterGroup({ showCoverageOnHover: false }) : L.layerGroup();
    for (const pin of pins) {
      const icon = L.divIcon({ className: classes.pin, html: '', iconSize: [22, 22], iconAnchor: [11, 22], popupAnchor: [0, -20] });
      const marker = L.marker([pin.latitude, pin.longitude], { icon, keyboard: true, title: pin.label, alt: pin.label });
      marker.bindPopup(() => popupOf(pin, (chosen) => openRef.current(chosen)));
      marker.on('add', () => {
        const node = marker.getElement();
        node?.setAttribute('aria-label', pin.label);
        node?.setAttribute('data-marker', pin.id);
      });
      // Enter on a focused marker opens its popup; its link then takes the focus, so Enter again opens the item.
      marker.on('popupopen', (event) => {
        const link = (event as L.PopupEvent).popup.getElement()?.querySelector('a');
        link?.focus();
      });
      group.addLayer(marker);
    }
    group.addTo(current);
    layer.current = group;
    if (pins.length > 0) {
      const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as [number, number]));
      current.fitBounds(bounds, { padding: [32, 32], maxZoom: 16 });
    }
  }, [pins, cluster, config]);

  return <div ref={element} className={classes.map} style={{ height }} role="region" aria-label={label} data-testid={testId} />;
}
