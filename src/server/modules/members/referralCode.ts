import crypto from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied by hand cannot be mistaken. */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** A typed code as it is stored: trimmed and upper-case; anything else is not a code. */
export function normaliseReferralCode(input: string | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  return [...code].every((char) => REFERRAL_ALPHABET.includes(char)) ? code : null;
}
