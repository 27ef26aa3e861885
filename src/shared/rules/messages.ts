/**
 * English texts of every validation message (spec sections 5 and 9), word for word.
 * The keys are shared with the client's i18n resources (`locales/<lng>/rules.json`).
 * Placeholders use i18next syntax; `{{field}}` names one of the `field*` keys below.
 */
export const ruleMessagesEn = {
  // Generic messages of the profile and edit-details forms.
  required: '*{{field}} is required',
  minLength: '*{{field}} must be at least {{min}} characters',
  maxLength: '*{{field}} must be less than {{max}} characters',
  digitsOnly: '*{{field}} must contain numbers only',

  fieldAddress: 'Address',
  fieldState: 'State',
  fieldCountry: 'Country',
  fieldPostalCode: 'Postal code',
  fieldBrand: 'Brand',
  fieldModel: 'Model',
  fieldWorkshopId: 'Workshop ID',
  fieldWorkshopName: 'Workshop name',

  // Full name, date of birth, email (registration and profile).
  fullnameNric: '*Please provide your full name as per NRIC',
  birthDateInvalid: 'Please provide a valid Date of Birth',
  fillOut: 'Please fill out this field',
  profileBirthDateInvalid: '*Invalid Date of Birth',
  emailInvalid: '*Please provide a valid email address',

  // Mobile number.
  mobileRequired: 'Mobile No. is required.',
  mobileInvalid: 'Please provide a valid information',
  mobileRegisterInvalid: 'Please provide a valid mobile number',

  // Passwords.
  loginPasswordRequired: 'Please insert your password',
  loginPasswordInvalid: 'The information is invalid, please try again',
  passwordStrength:
    'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).',
  passwordMismatch: "Password doesn't match. Please enter password again",
  passwordConfirmRequired: 'Password confirmation is required',
  oldPasswordRequired: 'Current password is required',

  // Registration extras and verification code.
  termsRequired: 'Please agree to the Terms & Conditions to proceed.',
  captchaRequired: 'Validation error',
  tacInvalid: 'Please enter the 6-digit verification code',

  // Post-registration survey.
  surveyAnswerRequired: 'Please answer the question!',
  surveyCommentRequired: 'Please enter a comment if you select \u201cOther\u201d.',

  // Add vehicle.
  brandRequired: '*Please select a vehicle brand',
  plateInvalid: '*Please enter a valid car plate number',
  yearInvalid: '*Please select a valid year of manufacture',

  // Add service.
  workshopIdInvalid: 'Please enter a valid workshop ID!',
  // A workshop the careline adds.
  workshopNumberInvalid: '*Please enter the workshop\u2019s number with its country code, digits only (60…)',
  mileageInvalid: '*Please enter a valid mileage',
  productRequired: 'Please select the product to proceed.',
  quantityRequired: 'Please select the quantity to proceed.',
  receiptRequired: 'Please upload your receipt',
  receiptInvalid:
    'Please ensure your receipt format is in JPEG, PNG or PDF and the file size DOES NOT exceed 10 MB',

  // Festive campaign form.
  campaignNameInvalid: '*Please provide your full name as per NRIC or Passport',
  ewalletInvalid: '*Please enter the mobile number linked to your e-wallet account',
  campaignAnswerRequired: '*Please answer this question to proceed.',
  campaignTermsRequired: '*Please accept the Terms and Conditions.',
} as const;
