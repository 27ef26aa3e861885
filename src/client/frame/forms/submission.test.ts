import { createSlice } from '@reduxjs/toolkit';
import { initialSubmission, submissionReducers, type FormFailure, type SubmissionState } from './submission';
import { createSubmissionSlice } from './submissionSlice';

interface SignUpState {
  submission: SubmissionState;
  phone: string | null;
  closed: boolean;
}

const signUp = submissionReducers<SignUpState, { mobile: string }, { phone: string }, FormFailure & { closed: boolean }>((state) => state.submission, {
  requested(state) {
    state.phone = null;
  },
  succeeded(state, action) {
    state.phone = action.payload.phone;
  },
  failed(state, action) {
    state.closed = action.payload.closed;
  },
});

const slice = createSlice({
  name: 'signUp',
  initialState: { submission: initialSubmission, phone: 'old', closed: false } as SignUpState,
  reducers: { submitRequested: signUp.requested, submitSucceeded: signUp.succeeded, submitFailed: signUp.failed },
});
const { submitRequested, submitSucceeded, submitFailed } = slice.actions;
const refused = { errors: { 'FINAL_FORM/form-error': { key: 'register.mobileRegistered' } }, closed: true };

describe('submissionReducers', () => {
  it('asked: loading, earlier errors gone, and the slice\'s own work done', () => {
    const failed = slice.reducer(undefined, submitFailed(refused));
    const state = slice.reducer(failed, submitRequested({ mobile: '60123456789' }));
    expect(state.submission).toEqual({ status: 'loading', settled: 1, errors: null });
    expect(state.phone).toBeNull();
  });

  it('answered: succeeded, one more settled, the success carried into the slice', () => {
    const state = slice.reducer(slice.reducer(undefined, submitRequested({ mobile: '60123456789' })), submitSucceeded({ phone: '60123456789' }));
    expect(state.submission).toEqual({ status: 'succeeded', settled: 1, errors: null });
    expect(state.phone).toBe('60123456789');
  });

  it('refused: failed with the errors final-form shows, one more settled, and the rest of the payload for the slice', () => {
    const state = slice.reducer(slice.reducer(undefined, submitRequested({ mobile: '60123456789' })), submitFailed(refused));
    expect(state.submission).toEqual({ status: 'failed', settled: 1, errors: refused.errors });
    expect(state.closed).toBe(true);
  });

  it('two refusals alike still count as two answers, so a form tells its own from an earlier one', () => {
    const once = slice.reducer(undefined, submitFailed(refused));
    expect(slice.reducer(once, submitFailed(refused)).submission.settled).toBe(2);
  });

  it('several submissions in one slice keep apart', () => {
    interface TwoForms {
      first: SubmissionState;
      second: SubmissionState;
    }
    const first = submissionReducers<TwoForms>((state) => state.first);
    const second = submissionReducers<TwoForms>((state) => state.second);
    const two = createSlice({
      name: 'two',
      initialState: { first: initialSubmission, second: initialSubmission } as TwoForms,
      reducers: { firstRequested: first.requested, secondFailed: second.failed },
    });
    const state = two.reducer(two.reducer(undefined, two.actions.firstRequested()), two.actions.secondFailed({ errors: { code: 'Wrong' } }));
    expect(state.first).toEqual({ status: 'loading', settled: 0, errors: null });
    expect(state.second).toEqual({ status: 'failed', settled: 1, errors: { code: 'Wrong' } });
  });
});

describe('createSubmissionSlice', () => {
  it('a form whose only state is its submission: submitRequested, submitSucceeded, submitFailed and selectSubmission', () => {
    const login = createSubmissionSlice<{ mobile: string }>('someForm');
    const asked = login.reducer(undefined, login.actions.submitRequested({ mobile: '60123456789' }));
    expect(login.actions.submitRequested.type).toBe('someForm/submitRequested');
    expect(login.selectors.selectSubmission({ someForm: asked })).toEqual({ status: 'loading', settled: 0, errors: null });
    const refusedOnce = login.reducer(asked, login.actions.submitFailed({ errors: { mobile: 'Taken' } }));
    expect(refusedOnce.submission).toEqual({ status: 'failed', settled: 1, errors: { mobile: 'Taken' } });
    expect(login.reducer(refusedOnce, login.actions.submitSucceeded()).submission).toEqual({ status: 'succeeded', settled: 2, errors: null });
  });
});
