import type { Language } from '../../../shared/language';
import { serverText } from '../../../shared/serverTexts';
import type { Message } from '../notifications/messages';

export function entryReceivedMessage(
  language: Language,
  transactionCode: string,
  amount: number,
  ewalletNumber: string,
  pinSent: boolean,
): Message {
  const values = { code: transactionCode, amount, number: ewalletNumber };
  return {
    sender: serverText(language, 'inbox', 'sender'),
    subject: serverText(language, 'inbox', 'campaignEntrySubject'),
    message: serverText(language, 'inbox', pinSent ? 'campaignEntryPinSent' : 'campaignEntryPinPending', values),
  };
}

export function pinSms(language: Language, amount: number, pin: string, transactionCode: string): string {
  return serverText(language, 'sms', 'festivePin', { amount, pin, code: transactionCode });
}
