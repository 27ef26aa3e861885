import { createSelector } from '@reduxjs/toolkit';
import type { WorkshopFilter } from './slice';
import { selectLocatorWorkshops, selectMemberPosition, selectSearchQuery, selectWorkshopFilter } from './slice';
import { selectAppConfig } from '../../../entities/appConfig/slice';
import { distanceKm } from './distance';
import type { GeoPoint, LocatorWorkshop } from './workshops';

/** Suggestions start at two characters: one letter matches nearly every address. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 6;

export function matchesFilter(workshop: LocatorWorkshop, filter: WorkshopFilter): boolean {
  if (filter === 'quartz') return workshop.isQuartzAutoCare;
  if (filter === 'other') return !workshop.isQuartzAutoCare;
  return true;
}

/** Lower case, accents and punctuation dropped, spaces collapsed: 'Jalan SS 2/72,' reads 'jalan ss 2 72'. */
export function normaliseText(text: string): string {
  // The search box asks on every render, mostly of an empty box: Unicode normalisation and the
  // Unicode classes' first use cost a slow phone a long task of the page's first render.
  if (text === '') return '';
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);

/** Every query word starts some word of the text: 'jal cer' finds 'Jalan Cerdas', 'p' does not find 'Lumpur'. */
function startsWords(queryWords: string[], textWords: string[]): boolean {
  return queryWords.every((q) => textWords.some((word) => word.startsWith(q)));
}

/**
 * Workshops whose name or address hold every word of the query (as word beginnings), best first:
 * a name that starts with the query, then a name that holds every word, then address matches;
 * ties by name.
 */
export function searchWorkshops(workshops: readonly LocatorWorkshop[], query: string, limit = MAX_SUGGESTIONS): LocatorWorkshop[] {
  const q = normaliseText(query);
  if (q.replace(/ /g, '').length < MIN_QUERY_LENGTH) return [];
  const queryWords = q.split(' ');
  const ranked: { workshop: LocatorWorkshop; rank: number }[] = [];
  for (const workshop of workshops) {
    const nameWords = wordsOf(workshop.name);
    const allWords = [...nameWords, ...wordsOf(workshop.address)];
    if (!startsWords(queryWords, allWords)) continue;
    const rank = normaliseText(workshop.name).startsWith(q) ? 0 : startsWords(queryWords, nameWords) ? 1 : 2;
    ranked.push({ workshop, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.workshop.name.localeCompare(b.workshop.name));
  return ranked.slice(0, limit).map((entry) => entry.workshop);
}

/** What the map shows: the workshops of the chosen filter. */
export const selectFilteredWorkshops = createSelector([selectLocatorWorkshops, selectWorkshopFilter], (workshops, filter) =>
  workshops.filter((workshop) => matchesFilter(workshop, filter)),
);

/** The search box's suggestions, by name or address, within the filter. */
export const selectSearchSuggestions = createSelector([selectFilteredWorkshops, selectSearchQuery], (workshops, query) =>
  searchWorkshops(workshops, query),
);

export interface WorkshopListEntry {
  workshop: LocatorWorkshop;
  /** Kilometres from the member; null until their position is known. */
  distanceKm: number | null;
}

export function listEntries(workshops: readonly LocatorWorkshop[], position: GeoPoint | null): WorkshopListEntry[] {
  const entries = workshops.map((workshop) => ({ workshop, distanceKm: position ? distanceKm(position, workshop.position) : null }));
  if (position) entries.sort((a, b) => a.distanceKm! - b.distanceKm!);
  return entries;
}

/** The list beside the map: the filtered workshops, nearest first once the member's position is known. */
export const selectWorkshopList = createSelector([selectFilteredWorkshops, selectMemberPosition], listEntries);

/** The map's tile server, from the app config kept in the store; null until known (the map shows no tiles). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const selectMapTiles = createSelector([selectAppConfig], (config): MapTiles | null =>
  config?.map_tile_url ? { url: config.map_tile_url, attribution: config.map_tile_attribution ?? '' } : null,
);
