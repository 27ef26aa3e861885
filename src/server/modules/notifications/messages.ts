import { oilByCode } from '../../../shared/catalogue';
import type { Language } from '../../../shared/language';
import { inLanguage, serverText } from '../../../shared/serverTexts';

/**
 * The inbox messages the server writes (domain.md 'Inbox'), in the member's language. They are
 * stored as written, like a letter: a member who later switches language keeps reading the
 * earlier messages as they were sent.
 */
export interface Message {
  sender: string;
  subject: string;
  message: string;
}

function inbox(language: Language, subject: string, message: string): Message {
  return { sender: serverText(language, 'inbox', 'sender'), subject, message };
}

export function welcomeMessage(language: Language): Message {
  return inbox(language, serverText(language, 'inbox', 'welcomeSubject'), serverText(language, 'inbox', 'welcomeMessage'));
}

export function serviceVerifiedMessage(language: Language, transactionCode: string, plate: string): Message {
  return inbox(
    language,
    serverText(language, 'inbox', 'verifiedSubject'),
    serverText(language, 'inbox', 'verifiedMessage', { code: transactionCode, plate }),
  );
}

/** The reason is the workshop's own words, or one of ours (the 5-day expiry) told in the member's language. */
export function serviceRejectedMessage(language: Language, transactionCode: string, plate: string, reason: string): Message {
  return inbox(
    language,
    serverText(language, 'inbox', 'rejectedSubject'),
    serverText(language, 'inbox', 'rejectedMessage', { code: transactionCode, plate, reason: inLanguage(language, reason) }),
  );
}

export function freeBottleMessage(language: Language, plate: string, oilCodes: readonly string[]): Message {
  const names = oilCodes.map((code) => oilByCode(code)?.name ?? code).join(` ${serverText(language, 'inbox', 'or')} `);
  return inbox(
    language,
    serverText(language, 'inbox', 'freeBottleSubject'),
    serverText(language, 'inbox', 'freeBottleMessage', { plate, oils: names }),
  );
}
