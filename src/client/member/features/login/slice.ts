import type { LoginRequest } from '../../../../shared/contract/accounts';
import { createSubmissionSlice } from '../../../frame/forms/submissionSlice';

export interface LoginRequested {
  credentials: LoginRequest;
  /** Where the member was sent from, path and query, to return to after login. */
  from: string;
}

const slice = createSubmissionSlice<LoginRequested>('login');

export const loginActions = slice.actions;
export const { selectSubmission: selectLoginSubmission } = slice.selectors;
export default slice.reducer;
