import type { UpdateProfileRequest } from '../../../../shared/contract/accounts';
import { createSubmissionSlice } from '../../../frame/forms/submissionSlice';

const slice = createSubmissionSlice<UpdateProfileRequest>('editProfile');

export const editProfileActions = slice.actions;
export const { selectSubmission: selectEditProfileSubmission } = slice.selectors;
export default slice.reducer;
