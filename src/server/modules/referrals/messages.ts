import type { Message } from '../notifications/messages';

/** The referrer's inbox message when a referred friend's first service is verified. */
export function referralRewardMessage(friendFirstName: string): Message {
  return {
    subject: 'You have earned a referral reward!',
    message:
      `Great news! Your friend ${friendFirstName} has completed their first service with Quartz, so you have earned a ` +
      'merchandise reward. Open Refer & Earn on your dashboard and confirm your delivery details to claim it.',
  };
}

/** A friend's first name only: the referrer need not see more. */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] ?? '';
}
