import { call, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { i18n, type Language } from '../i18n';
import { saveLanguage } from './storage';
import { uiActions } from './uiSlice';

function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

export function* switchLanguage(action: PayloadAction<Language>) {
  yield call([i18n, i18n.changeLanguage], action.payload);
  yield call(saveLanguage, action.payload);
  yield call(setDocumentLanguage, action.payload);
}

export default function* watchUi() {
  yield takeLatest(uiActions.languageChosen.type, switchLanguage);
}
