import { FORM_ERROR as finalFormKey } from 'final-form';
import { FORM_ERROR } from './formError';

it("is final-form's own form-error key", () => {
  expect(FORM_ERROR).toBe(finalFormKey);
});
