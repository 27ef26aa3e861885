import { accountErrors } from '../contract/accounts';
import { loyaltyErrors } from '../contract/loyalty';
import { ruleError } from '../rules/types';
import { fillText, inLanguage, ruleText, serverText, serverTextsEn, serverTextsMs } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const entries = (texts: Record<string, Record<string, string>>) =>
  Object.entries(texts).flatMap(([area, table]) => Object.keys(table).map((key) => [`${area}.${key}`, area, key] as const));

describe('the server texts', () => {
  it('Malay has exactly the areas and keys English has', () => {
    expect(entries(serverTextsMs).map(([name]) => name).sort()).toEqual(entries(serverTextsEn).map(([name]) => name).sort());
  });

  it.each(entries(serverTextsEn))('%s is written in Malay with the same placeholders', (_name, area, key) => {
    const english = (serverTextsEn as Record<string, Record<string, string>>)[area][key];
    const malay = (serverTextsMs as Record<string, Record<string, string>>)[area][key];
    expect(typeof malay).toBe('string');
    expect(malay.trim()).not.toBe('');
    expect(malay).not.toBe(english);
    expect(placeholders(malay)).toEqual(placeholders(english));
  });

  it('the errors are the contract texts, and the expired-programme text fills its date', () => {
    expect(serverTextsEn.account.captcha).toBe('Validation error');
    expect(serverTextsEn.loyalty.receiptDuplicate).toBe('This receipt has already been submitted.');
    expect(loyaltyErrors.programmeExpired('2029-03-01')).toBe(
      'The loyalty programme for this vehicle expired on 01/03/2029. New services can no longer be submitted.',
    );
  });
});

describe('inLanguage', () => {
  it('tells one of our English texts in Malay', () => {
    expect(inLanguage('ms', accountErrors.invalidLogin)).toBe('Nombor telefon bimbit atau kata laluan tidak sah');
    expect(inLanguage('ms', 'This receipt has already been submitted.')).toBe('Resit ini telah pun dihantar.');
  });

  it('finds the values of a text with placeholders and puts them in the Malay text', () => {
    expect(inLanguage('ms', loyaltyErrors.programmeExpired('2029-03-01'))).toBe(
      'Program kesetiaan untuk kenderaan ini telah tamat pada 01/03/2029. Servis baharu tidak lagi boleh dihantar.',
    );
  });

  it('leaves English alone, and a text that is not ours as it is', () => {
    expect(inLanguage('en', accountErrors.invalidLogin)).toBe(accountErrors.invalidLogin);
    expect(inLanguage('ms', 'mobile_number is required')).toBe('mobile_number is required');
  });
});

describe('serverText and ruleText', () => {
  it('fill the values in the language asked for', () => {
    expect(serverText('ms', 'sms', 'registrationCode', { code: '123456' })).toBe(
      'Kod pengesahan Quartz Loyalty anda ialah 123456. Kod ini tamat tempoh dalam 10 minit. Jangan kongsi kod ini dengan sesiapa pun.',
    );
    expect(serverText('en', 'sms', 'registrationCode', { code: '123456' })).toBe(
      'Your Quartz Loyalty verification code is 123456. It expires in 10 minutes. Never share this code with anyone.',
    );
    expect(fillText('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('tells a failed rule with its field in the language asked for', () => {
    const rule = ruleError('required', { field: 'fieldAddress' });
    expect(ruleText('en', rule)).toBe('*Address is required');
    expect(ruleText('ms', rule)).toBe('*Alamat wajib diisi');
  });
});
