import type { Message } from '../notifications/messages';

/** The campaign's name as members see it. */
export const FESTIVE_CAMPAIGN_NAME = 'Service & Cash8ack Campaign';

export function entryReceivedMessage(transactionCode: string, amount: number, ewalletNumber: string, pinSent: boolean): Message {
  const pin = pinSent
    ? `has been sent by SMS to +${ewalletNumber}`
    : `will be sent by SMS to +${ewalletNumber} as soon as it is ready`;
  return {
    subject: 'Campaign entry received',
    message: `We have received your entry to the ${FESTIVE_CAMPAIGN_NAME} for service ${transactionCode}. Your RM${amount} e-wallet reload PIN ${pin}.`,
  };
}

export function pinSms(amount: number, pin: string, transactionCode: string): string {
  return `Quartz ${FESTIVE_CAMPAIGN_NAME}: your RM${amount} e-wallet reload PIN is ${pin} (service ${transactionCode}). Thank you for servicing with Quartz!`;
}
