import type { Action } from '@reduxjs/toolkit';
import { put, type PutEffect } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/contract/envelope';
import type { FormMessage } from '../ui/form/messages';
import { uiActions, type PopupRequest } from '../uiSlice';
import { FORM_ERROR } from './formError';
import { popupFor, type PopupOverrides } from './popups';
import type { FormErrors, FormFailure } from './submission';

/** The part of an answer a refusal is read from. */
export type Refused = Pick<Envelope<unknown>, 'status_code' | 'error'>;

/**
 * How one form tells a refusal: its popups (`PopupOverrides`), and what it keeps as final-form's
 * error. Every form says `formError` itself, so whether a server's text reaches it is a choice
 * written down per form:
 * - 'popupText': the popup's own words, the server's text included;
 * - 'ourText': only our texts; a server's text becomes the generic error.
 */
export interface FormRefusals extends PopupOverrides {
  formError: 'popupText' | 'ourText';
  /** The refusal is told under this field, with no popup (a field that asks the server itself). */
  field?: string;
  /** A refusal one field answers for, told under it with no popup; null leaves it to the rest. */
  fieldErrors?: (answer: Refused) => FormErrors | null;
}

export interface Refusal {
  /** null when the refusal is told under a field. */
  popup: PopupRequest | null;
  errors: FormErrors;
}

const genericError: FormMessage = { key: 'errors.generic' };

function formMessageOf(popup: PopupRequest, formError: FormRefusals['formError']): FormMessage {
  if (popup.message !== undefined) return formError === 'popupText' ? popup.message : genericError;
  if (!popup.messageKey) return genericError;
  return popup.values ? { key: popup.messageKey, values: popup.values } : { key: popup.messageKey };
}

/** What a form shows for an answer that is not its success: the popup and final-form's errors. */
export function refusalOf(answer: Refused, refusals: FormRefusals): Refusal {
  const underField = refusals.fieldErrors?.(answer);
  if (underField) return { popup: null, errors: underField };
  const popup = popupFor(answer, refusals);
  const message = formMessageOf(popup, refusals.formError);
  if (refusals.field) return { popup: null, errors: { [refusals.field]: message } };
  return { popup, errors: { [FORM_ERROR]: message } };
}

/**
 * A form's refusal: the popup (if any), then the form's `failed` event with its errors, which
 * settles the submission final-form waits on. Answers the popup shown.
 */
export function* refuseForm(
  answer: Refused,
  failed: (failure: FormFailure, popup: PopupRequest | null) => Action,
  refusals: FormRefusals,
): Generator<PutEffect, PopupRequest | null, unknown> {
  const { popup, errors } = refusalOf(answer, refusals);
  if (popup) yield put(uiActions.popupShown(popup));
  yield put(failed({ errors }, popup));
  return popup;
}
