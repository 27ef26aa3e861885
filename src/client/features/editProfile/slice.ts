import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpdateProfileRequest } from '../../../shared/contract/accounts';
import type { FormMessage } from '../../ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../ui/form/submission';

export interface EditProfileState {
  submission: SubmissionState;
}

const initialState: EditProfileState = { submission: initialSubmission };

const slice = createSlice({
  name: 'editProfile',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<UpdateProfileRequest>) {
      submissionStarted(state.submission);
    },
    submitSucceeded(state) {
      submissionSucceeded(state.submission);
    },
    submitFailed(state, action: PayloadAction<{ errors: Record<string, FormMessage> }>) {
      submissionFailed(state.submission, action.payload.errors);
    },
  },
  selectors: {
    selectEditProfileSubmission: (state) => state.submission,
  },
});

export const editProfileActions = slice.actions;
export const { selectEditProfileSubmission } = slice.selectors;
export default slice.reducer;
