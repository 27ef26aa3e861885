import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { FormMessage } from '../ui/form/messages';

/**
 * What a slice keeps of one form submission run by a saga. `settled` counts finished submissions
 * so a form can tell its own answer from an earlier one with the same outcome.
 */
export interface SubmissionState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  settled: number;
  /** final-form submission errors: field names (or FORM_ERROR) to messages. */
  errors: Record<string, FormMessage> | null;
}

export const initialSubmission: SubmissionState = { status: 'idle', settled: 0, errors: null };

export function submissionStarted(state: SubmissionState): void {
  state.status = 'loading';
  state.errors = null;
}

export function submissionSucceeded(state: SubmissionState): void {
  state.status = 'succeeded';
  state.errors = null;
  state.settled += 1;
}

export function submissionFailed(state: SubmissionState, errors: Record<string, FormMessage>): void {
  state.status = 'failed';
  state.errors = errors;
  state.settled += 1;
}

/**
 * final-form's onSubmit for a saga-driven request: dispatches through `start` and resolves with the
 * slice's submission errors once the saga settles, so final-form tracks `submitting` and shows
 * field errors the usual way while the form's values never enter Redux.
 */
export function useSagaSubmit<V, S = unknown>(
  selectSubmission: (state: S) => SubmissionState,
  start: (values: V) => void,
): (values: V) => Promise<Record<string, FormMessage> | undefined> {
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
      new Promise<Record<string, FormMessage> | undefined>((resolve) => {
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
