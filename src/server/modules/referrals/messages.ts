import type { Language } from '../../../shared/language';
import { serverText } from '../../../shared/serverTexts';
import type { Message } from '../notifications/messages';

/** The referrer's inbox message when a referred friend's first service is verified. */
export function referralRewardMessage(language: Language, friendFirstName: string): Message {
  return {
    sender: serverText(language, 'inbox', 'sender'),
    subject: serverText(language, 'inbox', 'referralSubject'),
    message: serverText(language, 'inbox', 'referralMessage', { friend: friendFirstName }),
  };
}

/** A friend's first name only: the referrer need not see more. */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] ?? '';
}
