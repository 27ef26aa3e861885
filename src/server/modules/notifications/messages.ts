import { oilByCode } from '../../../shared/catalogue';

/** The inbox messages the server writes (domain.md 'Inbox'): subject and text of each. */
export interface Message {
  subject: string;
  message: string;
}

export function welcomeMessage(): Message {
  return {
    subject: 'Welcome to the Quartz Loyalty Programme',
    message:
      'Thank you! Your registration is complete. Next up: register your vehicle, then submit your oil change at a ' +
      'participating workshop to start collecting bottles towards your free one.',
  };
}

export function serviceVerifiedMessage(transactionCode: string, plate: string): Message {
  return {
    subject: 'Service verified',
    message: `Your service ${transactionCode} for vehicle ${plate} has been verified by the workshop. Thank you for servicing with Quartz!`,
  };
}

export function serviceRejectedMessage(transactionCode: string, plate: string, reason: string): Message {
  return {
    subject: 'Service not approved',
    message:
      `Your service ${transactionCode} for vehicle ${plate} was not approved. Reason: ${reason}. ` +
      'Please check your details and submit the service again.',
  };
}

export function freeBottleMessage(plate: string, oilCodes: readonly string[]): Message {
  const names = oilCodes.map((code) => oilByCode(code)?.name ?? code).join(' OR ');
  return {
    subject: 'You have earned a free bottle!',
    message:
      `Congratulations! You are entitled to the following engine oil for free for vehicle ${plate}: ${names}. ` +
      'Choose it when you submit your next service.',
  };
}
