import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddVehicleRequest } from '../../../shared/contract/loyalty';
import type { FormMessage } from '../../ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../ui/form/submission';

export interface AddVehicleState {
  submission: SubmissionState;
}

const initialState: AddVehicleState = { submission: initialSubmission };

const slice = createSlice({
  name: 'addVehicle',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<AddVehicleRequest>) {
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
    selectAddVehicleSubmission: (state) => state.submission,
  },
});

export const addVehicleActions = slice.actions;
export const { selectAddVehicleSubmission } = slice.selectors;
export default slice.reducer;
