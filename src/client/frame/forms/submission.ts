import type { PayloadAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { FormMessage } from '../ui/form/messages';

/** final-form submission errors: field names (or FORM_ERROR) to messages. */
export type FormErrors = Record<string, FormMessage>;

/** What a refused submission carries: the errors final-form shows. */
export interface FormFailure {
  errors: FormErrors;
}

/**
 * What a slice keeps of one form submission run by a saga. `settled` counts finished submissions
 * so a form can tell its own answer from an earlier one with the same outcome.
 */
export interface SubmissionState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  settled: number;
  errors: FormErrors | null;
}

export const initialSubmission: SubmissionState = { status: 'idle', settled: 0, errors: null };

/** What a form's slice does besides the submission itself, when it is asked, answered or refused. */
export interface SubmissionAlso<S, Request, Result, Failure extends FormFailure> {
  requested?: (state: S, action: PayloadAction<Request>) => void;
  succeeded?: (state: S, action: PayloadAction<Result>) => void;
  failed?: (state: S, action: PayloadAction<Failure>) => void;
}

/**
 * The case reducers of one form submission kept at `at(state)`, for a slice to name as its own
 * events (`submitRequested: registration.requested`). `Request` is what the saga sends, `Result`
 * what the success carries, `Failure` what the refusal carries (the errors and, for some forms,
 * more); `also` is the slice's own work on the same events.
 */
export function submissionReducers<S, Request = void, Result = void, Failure extends FormFailure = FormFailure>(
  at: (state: S) => SubmissionState,
  also: SubmissionAlso<S, Request, Result, Failure> = {},
) {
  return {
    requested(state: S, action: PayloadAction<Request>) {
      const submission = at(state);
      submission.status = 'loading';
      submission.errors = null;
      also.requested?.(state, action);
    },
    succeeded(state: S, action: PayloadAction<Result>) {
      const submission = at(state);
      submission.status = 'succeeded';
      submission.errors = null;
      submission.settled += 1;
      also.succeeded?.(state, action);
    },
    failed(state: S, action: PayloadAction<Failure>) {
      const submission = at(state);
      submission.status = 'failed';
      submission.errors = action.payload.errors;
      submission.settled += 1;
      also.failed?.(state, action);
    },
  };
}

/**
 * final-form's onSubmit for a saga-driven request: dispatches through `start` and resolves with the
 * slice's submission errors once the saga settles, so final-form tracks `submitting` and shows
 * field errors the usual way while the form's values never enter Redux.
 */
export function useSagaSubmit<V, S = unknown>(
  selectSubmission: (state: S) => SubmissionState,
  start: (values: V) => void,
): (values: V) => Promise<FormErrors | undefined> {
  const store = useStore<S>();
  const listeners = useRef(new Set<() => void>());

  useEffect(() => {
    const active = listeners.current;
    return () => {
      active.forEach((unsubscribe) => unsubscribe());
      active.clear();
    };
  }, []);

  return useCallback(
    (values: V) =>
      new Promise<FormErrors | undefined>((resolve) => {
        const before = selectSubmission(store.getState()).settled;
        const unsubscribe = store.subscribe(() => {
          const submission = selectSubmission(store.getState());
          if (submission.settled === before) return;
          unsubscribe();
          listeners.current.delete(unsubscribe);
          resolve(submission.status === 'failed' ? (submission.errors ?? undefined) : undefined);
        });
        listeners.current.add(unsubscribe);
        start(values);
      }),
    [store, selectSubmission, start],
  );
}
