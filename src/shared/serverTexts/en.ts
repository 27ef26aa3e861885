import { accountErrors } from '../contract/accounts';
import { campaignErrors } from '../contract/campaigns';
import { documentErrors } from '../contract/content';
import { PROGRAMME_EXPIRED, loyaltyErrors } from '../contract/loyalty';
import { rejectReasonTexts, workshopAppErrors } from '../contract/workshopApp';

type PlainTexts<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };

/** The plain (not parameterised) texts of an error table: those are the ones a resource holds. */
function plainTexts<T extends Record<string, unknown>>(table: T): PlainTexts<T> {
  return Object.fromEntries(Object.entries(table).filter(([, text]) => typeof text === 'string')) as PlainTexts<T>;
}

/**
 * Every text the server writes to a member, in English, by area and key. `{{name}}` placeholders
 * are filled when the text is written. The error tables of the contract are the English source
 * (the web app knows them too); the Malay resource (`ms.ts`) has exactly these keys.
 * The operator and audit API's texts, read only by the careline, stay English and are not here.
 */
export const serverTextsEn = {
  account: accountErrors,
  loyalty: { ...plainTexts(loyaltyErrors), programmeExpired: PROGRAMME_EXPIRED },
  campaign: {
    rewardNotFound: campaignErrors.rewardNotFound,
    rewardRedeemed: campaignErrors.rewardRedeemed,
    festiveNotServiced: campaignErrors.festiveNotServiced,
    festiveNoService: campaignErrors.festiveNoService,
    festiveEntered: campaignErrors.festiveEntered,
    festiveNameLocked: campaignErrors.festiveNameLocked,
  },
  workshopApp: workshopAppErrors,
  /** The reasons a workshop picks when it rejects a service; stored in English, told in the member's language. */
  rejectReasons: rejectReasonTexts,
  http: {
    serverError: 'Our server encountered an error. Please try again later.',
    serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
    storageFull: 'We cannot save your receipt right now because our storage is full. Please try again later.',
    tooManyRequests: 'Too many requests. Please try again later.',
    tooLarge: 'The request is too large',
    tooComplex: 'The request body is nested too deeply or holds too many items',
    uploadTooSlow: 'The upload is arriving too slowly. Please try again on a better connection.',
    tooManyUploads: 'Another upload is still in progress. Please wait for it to finish, then try again.',
    unsupportedType: 'Unsupported content type',
    documentNotFound: documentErrors.notFound,
  },
  sms: {
    registrationCode: 'Your Quartz Loyalty verification code is {{code}}. It expires in 10 minutes. Never share this code with anyone.',
    resetCode: 'Your Quartz Loyalty password reset code is {{code}}. It expires in 10 minutes. Never share this code with anyone.',
    workshopStaffCode: 'Your Quartz workshop app code is {{code}}. Use it to set your password. It expires in 10 minutes. Never share this code with anyone.',
    mobileChangeCode:
      'Quartz Loyalty: the code to move your account to this number is {{code}}. Read it only to the Quartz careline agent on your call. It expires in 10 minutes.',
    mobileChanged:
      'Quartz Loyalty: the mobile number of your account was changed to one ending {{ending}} by our careline. If you did not ask for this, call the careline at once.',
    festivePin:
      'Quartz Service & Cash8ack Campaign: your RM{{amount}} e-wallet reload PIN is {{pin}} (service {{code}}). Thank you for servicing with Quartz!',
  },
  /** Web Push notifications: short, for the lock screen. */
  push: {
    verifiedTitle: 'Service verified',
    verifiedBody: 'Your service {{code}} for {{plate}} has been verified by the workshop.',
    rejectedTitle: 'Service not approved',
    rejectedBody: 'Your service {{code}} for {{plate}} was not approved. Reason: {{reason}}',
    freeBottleTitle: 'You have earned a free bottle!',
    freeBottleBody: 'Your next oil change for {{plate}} is free: {{oils}}.',
  },
  inbox: {
    sender: 'Quartz Loyalty Programme',
    welcomeSubject: 'Welcome to the Quartz Loyalty Programme',
    welcomeMessage:
      'Thank you! Your registration is complete. Next up: register your vehicle, then submit your oil change at a ' +
      'participating workshop to start collecting bottles towards your free one.',
    verifiedSubject: 'Service verified',
    verifiedMessage:
      'Your service {{code}} for vehicle {{plate}} has been verified by the workshop. Thank you for servicing with Quartz!',
    rejectedSubject: 'Service not approved',
    rejectedMessage:
      'Your service {{code}} for vehicle {{plate}} was not approved. Reason: {{reason}}. ' +
      'Please check your details and submit the service again.',
    freeBottleSubject: 'You have earned a free bottle!',
    freeBottleMessage:
      'Congratulations! You are entitled to the following engine oil for free for vehicle {{plate}}: {{oils}}. ' +
      'Choose it when you submit your next service.',
    /** Joins the free-oil choices: 'A OR B'. */
    or: 'OR',
    plateReleasedSubject: 'A plate was removed from your account',
    plateReleasedMessage:
      'Our careline has removed the plate {{plate}} from your account: its registered owner asked for it. ' +
      'Services already submitted for it stay in your history. If this plate is yours, please call the careline.',
    plateFreedSubject: 'You can now add your vehicle',
    plateFreedMessage: 'Our careline has released the plate {{plate}} from another account. You can now add it under My Vehicles.',
    referralSubject: 'You have earned a referral reward!',
    referralMessage:
      'Great news! Your friend {{friend}} has completed their first service with Quartz, so you have earned a ' +
      'merchandise reward. Open Refer & Earn on your dashboard and confirm your delivery details to claim it.',
    campaignEntrySubject: 'Campaign entry received',
    campaignEntryPinSent:
      'We have received your entry to the Service & Cash8ack Campaign for service {{code}}. ' +
      'Your RM{{amount}} e-wallet reload PIN has been sent by SMS to +{{number}}.',
    campaignEntryPinPending:
      'We have received your entry to the Service & Cash8ack Campaign for service {{code}}. ' +
      'Your RM{{amount}} e-wallet reload PIN will be sent by SMS to +{{number}} as soon as it is ready.',
  },
} as const;

export type ServerTextArea = keyof typeof serverTextsEn;

/** The shape every language's resource has: the same areas and keys, each a text. */
export type ServerTexts = { [A in ServerTextArea]: { [K in keyof (typeof serverTextsEn)[A]]: string } };
