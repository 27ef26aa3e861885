import type { AddVehicleRequest } from '../../../../shared/contract/loyalty';
import { createSubmissionSlice } from '../../../frame/forms/submissionSlice';

const slice = createSubmissionSlice<AddVehicleRequest>('addVehicle');

export const addVehicleActions = slice.actions;
export const { selectSubmission: selectAddVehicleSubmission } = slice.selectors;
export default slice.reducer;
