import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SubmitServiceResult } from '../../../../shared/contract/loyalty';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { sessionActions } from '../../../frame/session/slice';

export type WizardStep = 1 | 2 | 3 | 4;

/** What each step confirmed; kept so Go Back shows it again and the submission sends it. */
export interface WizardDetails {
  workshopId: string;
  /** After a 410: the workshop replacing the ceased one. */
  newWorkshopId: string;
  mileage: string;
  oilCode: string;
  quantity: 1 | 2 | null;
}

/** Step 4's summary: a fresh submission's answer, or a pending service shown again. */
export interface WizardReceipt extends SubmitServiceResult {
  workshopId: string;
  mileage: string;
  quantity: 1 | 2;
  oilCode: string;
}

export type PollState = 'idle' | 'polling' | 'verified' | 'rejected' | 'stopped';

export interface AddServiceState {
  vehicleGuid: string | null;
  step: WizardStep;
  /** The furthest step this run reached: the browser's Forward may show it again, not beyond. */
  furthest: WizardStep;
  details: WizardDetails;
  /** Step 1's Next (workshop check and initial validation). */
  validation: SubmissionState;
  /** The workshop ID the blur check last answered for, and how. */
  workshopCheck: { workshopId: string; status: 'idle' | 'checking' | 'valid' | 'invalid' };
  /** The cycle's workshop has ceased: the page asks for a new workshop ID. */
  ceasedWorkshop: boolean;
  /** Step 3. */
  submission: SubmissionState;
  /** Fraction of the receipt sent, 0 to 1. */
  progress: number;
  /** The member cancelled the last upload (shown until the next SUBMIT). */
  uploadCancelled: boolean;
  /** One per wizard run: a retry or a double tap sends the same id, so the server makes one service. */
  submissionId: string | null;
  receipt: WizardReceipt | null;
  poll: PollState;
}

const emptyDetails: WizardDetails = { workshopId: '', newWorkshopId: '', mileage: '', oilCode: '', quantity: null };

export const initialAddServiceState: AddServiceState = {
  vehicleGuid: null,
  step: 1,
  furthest: 1,
  details: emptyDetails,
  validation: initialSubmission,
  workshopCheck: { workshopId: '', status: 'idle' },
  ceasedWorkshop: false,
  submission: initialSubmission,
  progress: 0,
  uploadCancelled: false,
  submissionId: null,
  receipt: null,
  poll: 'idle',
};

export interface Step1Values {
  workshopId: string;
  mileage: string;
}

export interface SubmitRequested {
  /** A File from the picker; kept out of the state, only the action carries it. */
  receipt: Blob;
}

/** Step 1's Next and the ceased workshop's new ID share one submission: the workshop check and validation. */
const step1 = submissionReducers<AddServiceState, Step1Values>((state) => state.validation, {
  requested(state, action) {
    // A workshop change empties the oil choice: the new cycle may allow other oils.
    if (action.payload.workshopId.trim().toUpperCase() !== state.details.workshopId.trim().toUpperCase()) {
      state.details.oilCode = '';
      state.details.quantity = null;
    }
    state.details.workshopId = action.payload.workshopId;
    state.details.mileage = action.payload.mileage;
    state.details.newWorkshopId = '';
  },
  succeeded(state) {
    state.ceasedWorkshop = false;
    state.step = 2;
    // An unchanged workshop keeps the oil chosen before, and with it the way on to step 3.
    state.furthest = state.details.oilCode && state.details.quantity ? 3 : 2;
  },
});
/** 410 with a workshop already set: the ceased-workshop popup opens. */
const ceased = submissionReducers<AddServiceState>((state) => state.validation, {
  succeeded(state) {
    state.ceasedWorkshop = true;
  },
});
const newWorkshop = submissionReducers<AddServiceState, { newWorkshopId: string }>((state) => state.validation, {
  requested(state, action) {
    state.details.newWorkshopId = action.payload.newWorkshopId;
    state.details.oilCode = '';
    state.details.quantity = null;
  },
});
/** Step 3's upload. */
const receiptUpload = submissionReducers<AddServiceState, SubmitRequested, WizardReceipt>((state) => state.submission, {
  requested(state) {
    state.progress = 0;
    state.uploadCancelled = false;
  },
  succeeded(state, action) {
    state.progress = 1;
    state.receipt = action.payload;
    state.step = 4;
    state.furthest = 4;
  },
  failed(state) {
    state.progress = 0;
  },
});

const slice = createSlice({
  name: 'addService',
  initialState: initialAddServiceState,
  reducers: {
    /** A new wizard run for the vehicle; `resume` reopens step 4 for a pending service. */
    /**
     * The wizard opened for a vehicle. `resume` reopens step 4 for a pending service; `returning`
     * (an address with a step: a reload, Back or Forward, a restored tab) carries on this vehicle's
     * run where it stood. A run whose service awaits the workshop is never replaced by a blank one.
     */
    pageOpened(
      state,
      action: PayloadAction<{ vehicleGuid: string; workshopId: string; resume?: WizardReceipt; returning?: boolean; pendingReceipt?: boolean }>,
    ) {
      const { vehicleGuid, workshopId, resume, returning = false, pendingReceipt = false } = action.payload;
      const sameCar = state.vehicleGuid === vehicleGuid;
      if (!resume && sameCar && (pendingReceipt || (returning && !state.receipt))) {
        return { ...initialAddServiceState, vehicleGuid, step: state.step, furthest: state.furthest, details: state.details, submissionId: state.submissionId, receipt: state.receipt };
      }
      const fresh: AddServiceState = { ...initialAddServiceState, vehicleGuid, details: { ...emptyDetails, workshopId } };
      if (!resume) return fresh;
      return {
        ...fresh,
        step: 4,
        furthest: 4,
        receipt: resume,
        details: { ...fresh.details, workshopId: resume.workshopId, mileage: resume.mileage, oilCode: resume.oilCode, quantity: resume.quantity },
      };
    },
    /** Leaving the wizard stops the poll (and anything else the page started). */
    pageLeft() {},

    workshopCheckRequested(state, action: PayloadAction<{ workshopId: string }>) {
      state.workshopCheck = { workshopId: action.payload.workshopId, status: 'checking' };
    },
    workshopChecked(state, action: PayloadAction<{ workshopId: string; valid: boolean }>) {
      if (state.workshopCheck.workshopId !== action.payload.workshopId) return;
      state.workshopCheck.status = action.payload.valid ? 'valid' : 'invalid';
    },

    step1Submitted: step1.requested,
    step1Passed: step1.succeeded,
    step1Failed: step1.failed,
    workshopCeased: ceased.succeeded,
    newWorkshopSubmitted: newWorkshop.requested,
    ceasedWorkshopDismissed(state) {
      state.ceasedWorkshop = false;
      state.details.newWorkshopId = '';
    },

    step2Submitted(state, action: PayloadAction<{ oilCode: string; quantity: 1 | 2 }>) {
      state.details.oilCode = action.payload.oilCode;
      state.details.quantity = action.payload.quantity;
      state.step = 3;
      state.furthest = 3;
    },
    /** The address names another step (the browser's Back or Forward): shown with its entries, up to the furthest reached, never back out of a submitted run. */
    stepShown(state, action: PayloadAction<WizardStep>) {
      if (state.step !== 4 && action.payload <= state.furthest) state.step = action.payload;
    },
    /** Go Back: step 2 to 1 and step 3 to 2. */
    backRequested(state) {
      if (state.step === 2 || state.step === 3) state.step -= 1;
    },

    submitRequested: receiptUpload.requested,
    submissionIdCreated(state, action: PayloadAction<string>) {
      state.submissionId = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      state.progress = Math.max(state.progress, Math.min(1, action.payload));
    },
    submitSucceeded: receiptUpload.succeeded,
    submitFailed: receiptUpload.failed,
    /** The member's Cancel while the receipt is on its way: the upload is aborted. */
    uploadCancelRequested() {},
    /** The upload stopped on the member's word; the receipt stays chosen, and SUBMIT sends it again under the same submission_id. */
    uploadCancelled(state) {
      state.submission.status = 'idle';
      state.submission.errors = null;
      state.progress = 0;
      state.uploadCancelled = true;
    },

    /** Step 4 is on screen: its poll runs until an outcome or the page is left. */
    qrShown(state, _action: PayloadAction<{ transactionCode: string; plate: string; freeOil: boolean }>) {
      state.poll = 'polling';
    },
    pollEnded(state, action: PayloadAction<Exclude<PollState, 'idle' | 'polling'>>) {
      state.poll = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialAddServiceState);
  },
  selectors: {
    selectWizard: (state) => state,
    selectWizardStep: (state) => state.step,
    selectFurthestStep: (state) => state.furthest,
    selectWizardDetails: (state) => state.details,
    selectStep1Validation: (state) => state.validation,
    selectReceiptSubmission: (state) => state.submission,
    selectUploadProgress: (state) => state.progress,
    selectUploadCancelled: (state) => state.uploadCancelled,
    selectWizardReceipt: (state) => state.receipt,
    selectWorkshopCheck: (state) => state.workshopCheck,
    selectCeasedWorkshop: (state) => state.ceasedWorkshop,
    selectPollState: (state) => state.poll,
  },
});

export const addServiceActions = slice.actions;
export const {
  selectWizard,
  selectWizardStep,
  selectWizardDetails,
  selectStep1Validation,
  selectReceiptSubmission,
  selectUploadProgress,
  selectUploadCancelled,
  selectWizardReceipt,
  selectWorkshopCheck,
  selectCeasedWorkshop,
  selectPollState,
} = slice.selectors;
export default slice.reducer;
