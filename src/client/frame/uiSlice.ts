import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isLanguage, preferredLanguage, type Language } from '../../shared/language';
import { browserLanguages, readLanguage } from './storage';

export type PopupIcon = 'success' | 'error' | 'info' | 'warning';

/** A button of a popup raised by a saga; texts are i18n keys so a language switch follows. */
export interface PopupButton {
  labelKey: string;
  variant?: 'primary' | 'secondary';
  /** Dispatched when the button is pressed (after the popup closes). */
  action?: UnknownAction;
  /** Where the button goes (after the popup closes). */
  to?: string;
}

/** A popup raised from a saga (serialisable, unlike the `Popup` component's props). */
export interface PopupRequest {
  icon?: PopupIcon;
  titleKey?: string;
  /** An i18n key, or `message` for a text that came from the server as is. */
  messageKey?: string;
  message?: string;
  values?: Record<string, string | number>;
  buttons: PopupButton[];
  /** Esc and the backdrop close it; false for popups that need an answer. */
  dismissible?: boolean;
}

/** Which captcha the server asks for; learnt once, the first time a form needs it. */
export interface CaptchaProvider {
  provider: 'altcha' | 'recaptcha' | 'off';
  siteKey: string | null;
}

export interface UiState {
  popup: PopupRequest | null;
  captcha: CaptchaProvider | null;
  /** Sagas showing the page spinner; it shows while this is above 0. */
  busy: number;
  language: Language;
}

export const initialUiState = (): UiState => {
  // A first visit follows the browser ('ms', 'ms-MY' open in Malay) until the device remembers a choice.
  const saved = readLanguage();
  return { popup: null, captcha: null, busy: 0, language: isLanguage(saved) ? saved : preferredLanguage(browserLanguages()) };
};

const slice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    popupShown(state, action: PayloadAction<PopupRequest>) {
      state.popup = action.payload;
    },
    popupClosed(state) {
      state.popup = null;
    },
    spinnerShown(state) {
      state.busy += 1;
    },
    spinnerHidden(state) {
      state.busy = Math.max(0, state.busy - 1);
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    captchaProviderRequested() {},
    captchaProviderKnown(state, action: PayloadAction<CaptchaProvider>) {
      state.captcha = action.payload;
    },
  },
  selectors: {
    selectPopup: (state) => state.popup,
    selectSpinnerVisible: (state) => state.busy > 0,
    selectLanguage: (state) => state.language,
    selectCaptchaProvider: (state) => state.captcha,
  },
});

export const uiActions = slice.actions;
export const { selectPopup, selectSpinnerVisible, selectLanguage, selectCaptchaProvider } = slice.selectors;
export default slice.reducer;
