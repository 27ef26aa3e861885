// Every lazily loaded bundle registers itself on import; all of them must be present to be searched.
import '../../../features/addService/texts';
import '../../../features/addVehicle/texts';
import '../../../features/campaignMgm/texts';
import '../../../features/content/texts';
import '../../../features/editProfile/texts';
import '../../../features/festiveCampaign/texts';
import '../../../features/forgotPassword/texts';
import '../../../features/inbox/texts';
import '../../../features/login/texts';
import '../../../features/content/productTexts';
import '../../../features/referAndEarn/texts';
import '../../../features/register/texts';
import '../../../features/serviceInfo/texts';
import '../../../features/subscribe/texts';
import '../../../features/survey/texts';
import '../../../features/workshopLocator/texts';
import '../../../../frame/ui/form/texts';
import { initI18n } from '../../../../frame/i18n';
import { memberTexts } from '../../../app/texts';

/**
 * The member-facing texts the spec quotes in sections 2, 4, 5 and 8, word for word as the spec
 * writes them; this table is the record (the spec itself is not read here). `{placeholders}` are
 * the spec's and are replaced by `placeholders` (or a row's own `values`) before the search.
 *
 * Skipped, as they are not member-facing words: route paths (/loyalty, /register/tac-number, …),
 * field and API names (register_phone, transaction_id, status_code, …), the ref/mid/email query
 * parameters, and the row "new password | repeats the rule" (the message is the strength text below).
 */
type SpecText = { section: string; text: string; values?: Record<string, string> };

const specTexts: SpecText[] = [
  // Section 2: screens and routes.
  { section: '2 festive campaign heading', text: 'Service & Cash8ack Campaign' },
  { section: '2 not found', text: 'ERROR 404' },
  { section: '2 not found', text: 'Oops! The page you were looking is not available...' },
  { section: '2 navigation', text: 'Are you sure you want to logout?' },
  { section: '2 subscribe', text: 'You have been successfully unsubscribed.' },
  { section: '2 refer and earn', text: 'Copied!' },
  { section: '2 inbox', text: 'All Messages (n)', values: { n: '7' } },
  { section: '2 dashboard', text: 'Your next service' },
  { section: '2 dashboard', text: 'No vehicles in the list. Add your vehicle now to kick-start your {programme} Loyalty Programme' },
  { section: '2 service information', text: 'N/A' },
  { section: '2 service information', text: 'Not serviced' },
  { section: '2 service information', text: 'No history found.' },
  { section: '2 add service', text: 'Buy 3 get 1 free' },
  { section: '2 add service', text: 'Buy 4 get 1 free' },

  // Section 4: states and transitions.
  { section: '4 resend countdown', text: 'Resend Code' },
  { section: '4 service check', text: "You're all set! Your service for vehicle {plate} has been approved." },
  {
    section: '4 service check',
    text: 'Thank you for your service! You are entitled to the following engine oil for free! {lowest-ranked variants, joined by OR}.',
  },

  // Section 5: validation rules (the profile table's Message column, then the quoted messages).
  { section: '5 profile', text: '*Please provide your full name as per NRIC' },
  { section: '5 profile', text: '*Invalid Date of Birth' },
  { section: '5 profile', text: '*Please provide a valid email address' },
  { section: '5 profile', text: 'Current password is required' },
  { section: '5 profile', text: "Password doesn't match. Please enter password again" },
  { section: '5 profile', text: '*X is required', values: { X: 'Address' } },
  { section: '5 profile', text: '*X must be at least N characters', values: { X: 'Address', N: '8' } },
  { section: '5 profile', text: '*X must be less than N characters', values: { X: 'State', N: '20' } },
  { section: '5 mobile', text: 'Mobile No. is required.' },
  { section: '5 mobile', text: 'Please provide a valid information' },
  { section: '5 mobile', text: 'Please provide a valid mobile number' },
  { section: '5 login password', text: 'Please insert your password' },
  { section: '5 login password', text: 'The information is invalid, please try again' },
  {
    section: '5 password',
    text: 'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).',
  },
  { section: '5 password', text: 'Password confirmation is required' },
  { section: '5 date of birth', text: 'Please provide a valid Date of Birth' },
  { section: '5 date of birth', text: 'Please fill out this field' },
  { section: '5 terms', text: 'Please agree to the Terms & Conditions to proceed.' },
  { section: '5 captcha', text: 'Validation error' },
  { section: '5 verification code', text: 'Please enter the 6-digit verification code' },
  { section: '5 survey', text: 'Please answer the question!' },
  // The spec writes the quotes as the escapes \u201c and \u201d: curly quotes.
  { section: '5 survey', text: 'Please enter a comment if you select \u201cOther\u201d.' },
  { section: '5 add service', text: 'Please enter a valid workshop ID!' },
  { section: '5 add service', text: '*Please enter a valid mileage' },
  { section: '5 add service', text: 'Please select the product to proceed.' },
  { section: '5 add service', text: 'Please select the quantity to proceed.' },
  { section: '5 add service', text: 'Please upload your receipt' },
  {
    section: '5 add service',
    text: 'Please ensure your receipt format is in JPEG, PNG or PDF and the file size DOES NOT exceed 10 MB',
  },
  { section: '5 add vehicle', text: '*Please select a vehicle brand' },
  { section: '5 add vehicle', text: '*Please enter a valid car plate number' },
  { section: '5 festive campaign', text: '*Please provide your full name as per NRIC or Passport' },
  { section: '5 festive campaign', text: '*Please enter the mobile number linked to your e-wallet account' },
  { section: '5 festive campaign', text: '*Please answer this question to proceed.' },
  { section: '5 festive campaign', text: '*Please accept the Terms and Conditions.' },

  // Section 8: error catalogue.
  {
    section: '8 generic failure',
    text: 'Oops! Our server just encountered an error and was unable to complete your request. Please try again later. If the issue persists, feel free to contact our support. Apologies for the inconvenience!',
  },
  { section: '8 login', text: 'Invalid mobile number or password' },
  {
    section: '8 registration',
    text: 'The {programme} website is strictly for end-consumers who are not in any way affiliated with the provider or participating workshops.',
  },
  { section: '8 registration', text: 'Mobile number has been registered' },
  { section: '8 registration', text: 'Thank you! Your registration is complete. Next up: register your vehicle.' },
  { section: '8 verification', text: "Oops! Look like you're entered an incorrect verification code" },
  { section: '8 verification', text: "Oh oh! It seems you've entered the wrong verification code. Please check it and try again." },
  { section: '8 reset', text: "You've successfully reset your password." },
  { section: '8 survey', text: 'Thank you for completing our survey!' },
  { section: '8 profile save', text: '. Please make sure your old password is correct.' },
  { section: '8 profile save', text: 'Please try again.' },
  {
    section: '8 initial validation',
    text: "The Workshop ID that you've inserted is no longer part of the {programme} Program. Please insert a new Workshop ID.",
  },
  { section: '8 service rejected', text: 'Oh no! Your service submission was not approved. Please check your inbox for details.' },
  { section: '8 festive campaign', text: 'Please service your vehicle with {mascot} during the contest period to join the contest.' },
  { section: '8 festive campaign', text: 'We have received your entries. Stay tuned for the winner announcement!' },
  { section: '8 crash', text: 'Oppss...Something went wrong' },
];

/**
 * Labels the same sections name without quotes (buttons, navigation, statuses). Short words would
 * match inside any sentence, so each must be a whole text of its own.
 */
const specLabels: { section: string; label: string }[] = [
  ...['How to Join', 'About Us', 'Products', 'Events & Promotions', 'Help', 'Customer Support', 'FAQ', 'Login'].map(
    (label) => ({ section: '2 desktop bar', label }),
  ),
  ...['Dashboard', 'Logout', 'Home', 'My Dashboard', 'Workshop Locator', 'Workshops', 'SIGN UP'].map((label) => ({
    section: '2 menus and bars',
    label,
  })),
  { section: '2 logout', label: 'No' },
  { section: '2 logout', label: 'YES' },
  { section: '2 register', label: 'Go Back' },
  { section: '2 survey', label: 'Submit' },
  { section: '2 survey', label: 'Skip survey' },
  { section: '2 workshop locator', label: 'Quartz Auto Care' },
  { section: '2 workshop locator', label: 'Non Quartz Auto Care' },
  { section: '2 workshop locator', label: 'Get Directions' },
  { section: '2 workshop locator', label: 'Call' },
  { section: '2 edit profile', label: 'Save Profile' },
  { section: '2 edit profile', label: 'Back To Dashboard' },
  { section: '2 dashboard', label: 'Edit Profile' },
  { section: '2 dashboard', label: 'Add a vehicle' },
  { section: '2 dashboard', label: 'Refer & earn' },
  { section: '2 dashboard', label: 'My Vehicles' },
  { section: '2 dashboard', label: 'View More' },
  { section: '2 dashboard', label: 'Add Service' },
  { section: '2 service information', label: 'Service Cycle' },
  { section: '2 service information', label: 'View Receipt' },
  { section: '2 service information', label: 'Generate QR CODE' },
  { section: '2 add vehicle', label: 'Others' },
  { section: '2 mgm success', label: 'UPDATE SUCCESSFUL' },
  ...['Pending', 'Verified', 'Rejected', 'Archived'].map((label) => ({ section: '4 service status', label })),
  ...['TRY AGAIN', 'Close', 'OK', 'BACK TO DASHBOARD', 'GO TO DASHBOARD', 'GO TO INBOX', 'Go To Dashboard'].map(
    (label) => ({ section: '8 popup buttons', label }),
  ),
];

/** How our translations fill the spec's placeholders. */
const placeholders: Record<string, string> = {
  programme: 'Quartz', // `$t(common.programme)` or `{{programme}}`
  mascot: 'Quartzy', // `$t(festiveCampaign.mascot)`
  plate: 'WXY1234', // `{{plate}}`
  'lowest-ranked variants, joined by OR': 'QUARTZ 7000 10W-40 OR QUARTZ 7000 15W-50', // `{{variants}}`
};

/** What the screens pass when they interpolate (callers give the programme name from `common.programme`). */
const sampleValues = {
  programme: 'Quartz',
  plate: 'WXY1234',
  variants: 'QUARTZ 7000 10W-40 OR QUARTZ 7000 15W-50',
  count: 7,
  field: 'Address',
  min: 8,
  max: 20,
  error: 'Wrong password',
};

function expected({ text, values }: SpecText): string {
  const all = { ...placeholders, ...values };
  let out = text.replace(/\{([^{}]+)\}/g, (whole, name: string) => all[name] ?? whole);
  // Single-letter placeholders of the spec (X, N, n) are bare words, not braces.
  for (const [name, value] of Object.entries(values ?? {})) {
    if (/^[A-Za-z]$/.test(name)) out = out.replace(new RegExp(`\\b${name}\\b`, 'g'), value);
  }
  return out;
}

const i18n = initI18n('en', memberTexts);
// Malay's first-screen texts are a chunk of their own, loaded when chosen.
beforeAll(() => i18n.loadLanguages('ms'));
const lazyFeatures = [
  'addService', 'addVehicle', 'campaignMgm', 'content', 'editProfile', 'festiveCampaign', 'forgotPassword', 'inbox', 'login',
  'products', 'referAndEarn', 'register', 'serviceInfo', 'subscribe', 'survey', 'workshopLocator', 'form', 'rules',
];

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

const englishKeys = leafKeys(i18n.getResourceBundle('en', 'translation'));
// Some feature texts (the field names of rules) are passed in as `field`; a row's own values cover those.
const resolveAll = (values: Record<string, unknown>) =>
  englishKeys.map((key) => ({ key, text: (i18n.t as (k: string, v: object) => string)(key, values) }));

const resolved = resolveAll(sampleValues);
const keysWith = (text: string, rowValues?: Record<string, string>) => {
  const pool =
    rowValues && (rowValues.X || rowValues.N)
      ? resolveAll({ ...sampleValues, field: rowValues.X, min: rowValues.N, max: rowValues.N })
      : resolved;
  return pool.filter((entry) => entry.text.includes(text)).map((entry) => entry.key);
};

const hasMalay = (key: string) => {
  const value = i18n.getResource('ms', 'translation', key) as unknown;
  return typeof value === 'string' && value.trim() !== '';
};

describe('the spec’s quoted texts', () => {
  it('are all present: every lazily loaded bundle is registered', () => {
    const features = Object.keys(i18n.getResourceBundle('en', 'translation') as object);
    for (const feature of lazyFeatures) expect(features).toContain(feature);
  });

  it.each(specTexts.map((row) => [row.section, expected(row), row] as const))(
    '%s: "%s" appears word for word in an English text, with a Malay counterpart',
    (_section, text, row) => {
      const keys = keysWith(text, row.values);
      if (keys.length === 0) throw new Error(`Spec text missing from the English locale: "${text}"`);
      const malay = keys.filter(hasMalay);
      if (malay.length === 0) throw new Error(`No Malay text for "${text}" (keys ${keys.join(', ')})`);
    },
  );
});

describe('the spec’s named labels', () => {
  it.each(specLabels.map((row) => [row.section, row.label] as const))(
    '%s: "%s" is a whole English text, with a Malay counterpart',
    (_section, label) => {
      const keys = resolved.filter((entry) => entry.text === label).map((entry) => entry.key);
      if (keys.length === 0) throw new Error(`Spec label missing from the English locale: "${label}"`);
      if (!keys.some(hasMalay)) throw new Error(`No Malay text for "${label}" (keys ${keys.join(', ')})`);
    },
  );
});

describe('Malay', () => {
  it('has a text for every English key (Malay plurals need only the _other form)', () => {
    const missing = englishKeys.filter((key) => !hasMalay(key) && !(key.endsWith('_one') && hasMalay(key.replace(/_one$/, '_other'))));
    expect(missing).toEqual([]);
  });
});
