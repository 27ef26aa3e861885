/**
 * final-form's key for a form-wide submission error. Sagas (in the home page's bundle) use it, and
 * importing it from final-form would pull the whole library into that bundle; formError.test.ts
 * keeps the two equal.
 */
export const FORM_ERROR = 'FINAL_FORM/form-error' as const;
