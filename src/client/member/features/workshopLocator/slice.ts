import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GeolocationFailureReason } from './geolocation';
import { DEFAULT_CENTRE, INITIAL_ZOOM, MEMBER_ZOOM, WORKSHOP_ZOOM, type GeoPoint, type LocatorWorkshop } from './workshops';

export type WorkshopFilter = 'all' | 'quartz' | 'other';

/** Where the map should look. `seq` grows on every request, so asking twice for one place still moves it. */
export interface MapView {
  centre: GeoPoint;
  zoom: number;
  seq: number;
}

export interface WorkshopLocatorState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Spec section 4: the spinner stays 1 second after the data arrives. */
  spinner: boolean;
  workshops: LocatorWorkshop[];
  /** The search text once the member pauses typing (suggestions follow it, not every keystroke). */
  query: string;
  filter: WorkshopFilter;
  position: GeoPoint | null;
  locating: 'idle' | 'locating' | 'located' | 'failed';
  locateError: GeolocationFailureReason | null;
  view: MapView;
  /** The workshop whose popup the map opens with the next view. */
  focusedId: number | null;
}

export const initialLocatorState: WorkshopLocatorState = {
  status: 'idle',
  spinner: false,
  workshops: [],
  query: '',
  filter: 'all',
  position: null,
  locating: 'idle',
  locateError: null,
  view: { centre: DEFAULT_CENTRE, zoom: INITIAL_ZOOM, seq: 0 },
  focusedId: null,
};

const slice = createSlice({
  name: 'workshopLocator',
  initialState: initialLocatorState,
  reducers: {
    /** The page opened: load the workshops (and the app config with the tile server, once), then look for the member. */
    opened(state) {
      state.status = 'loading';
      state.spinner = true;
    },
    workshopsLoaded(state, action: PayloadAction<LocatorWorkshop[]>) {
      state.status = 'succeeded';
      state.workshops = action.payload;
    },
    workshopsFailed(state, _action: PayloadAction<{ status: number; error: string | null }>) {
      state.status = 'failed';
    },
    spinnerHidden(state) {
      state.spinner = false;
    },
    /** Every keystroke; a saga waits for a pause before `searchApplied`. */
    searchTyped(_state, _action: PayloadAction<string>) {},
    searchApplied(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    filterChosen(state, action: PayloadAction<WorkshopFilter>) {
      state.filter = action.payload;
    },
    /** A suggestion or a list entry was chosen: centre on it and open its popup. */
    workshopChosen(state, action: PayloadAction<number>) {
      const workshop = state.workshops.find((w) => w.id === action.payload);
      if (!workshop) return;
      state.focusedId = workshop.id;
      state.view = { centre: workshop.position, zoom: WORKSHOP_ZOOM, seq: state.view.seq + 1 };
    },
    locateRequested(state) {
      state.locating = 'locating';
      state.locateError = null;
    },
    located(state, action: PayloadAction<GeoPoint>) {
      state.locating = 'located';
      state.position = action.payload;
      state.focusedId = null;
      state.view = { centre: action.payload, zoom: MEMBER_ZOOM, seq: state.view.seq + 1 };
    },
    locateFailed(state, action: PayloadAction<GeolocationFailureReason>) {
      state.locating = 'failed';
      state.locateError = action.payload;
    },
  },
  selectors: {
    selectLocatorStatus: (state) => state.status,
    selectLocatorSpinner: (state) => state.spinner,
    selectLocatorWorkshops: (state) => state.workshops,
    selectSearchQuery: (state) => state.query,
    selectWorkshopFilter: (state) => state.filter,
    selectMemberPosition: (state) => state.position,
    selectLocating: (state) => state.locating,
    selectLocateError: (state) => state.locateError,
    selectMapView: (state) => state.view,
    selectFocusedWorkshopId: (state) => state.focusedId,
  },
});

export const workshopLocatorActions = slice.actions;
export const {
  selectLocatorStatus,
  selectLocatorSpinner,
  selectLocatorWorkshops,
  selectSearchQuery,
  selectWorkshopFilter,
  selectMemberPosition,
  selectLocating,
  selectLocateError,
  selectMapView,
  selectFocusedWorkshopId,
} = slice.selectors;
export default slice.reducer;
