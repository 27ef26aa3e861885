import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initI18n } from '../i18n';
import { frameMalay } from '../i18n/malay';
import { frameEnglish } from '../i18n/resources';
import { FlagText, type FlagLike } from './FlagText';

initI18n('en', { en: { translation: frameEnglish }, loadMalay: async () => ({ translation: frameMalay }) });

// Figures as the server files them (src/server/modules/patterns/patterns.test.ts, receiptFingerprints/duplicates.test.ts).
const duplicate = (same_member: boolean, turned_degrees = 0): FlagLike => ({
  kind: 'possible_duplicate_receipt',
  reason: 'Possible duplicate receipt: it looks like the receipt of service QW3ER5TY7U, submitted by another member (4 and 6 of 64 bits apart).',
  figures: { other_transaction_code: 'QW3ER5TY7U', other_service_guid: '7d4c1f0e-1111-4222-8333-944455556666', same_member, phash_distance: 4, dhash_distance: 6, turned_degrees },
});

const flags: Record<string, FlagLike> = {
  duplicateOther: duplicate(false),
  duplicateSameTurned: duplicate(true, 90),
  surge: {
    kind: 'workshop_hourly_surge',
    reason: 'Workshop TPF3001 has verified 4 services in the hour from 10:00 (Malaysia time); its busiest hour before had 0 (flagged above 3).',
    figures: { workshop_id: 'TPF3001', hour_start: '2026-11-27T02:00:00.000Z', verified_this_hour: 4, busiest_hour_before: 0, threshold: 3 },
  },
  unusualHour: {
    kind: 'workshop_unusual_hour',
    reason: 'Workshop TPF3001 verified this service between 03:00 and 04:00 (Malaysia time), an hour of the day in which it made none of its 5 verifications before.',
    figures: { workshop_id: 'TPF3001', hour_of_day: 3, verified_before: 5 },
  },
  manyWorkshops: {
    kind: 'member_many_workshops',
    reason: 'The member submitted 3 services at 3 workshops (TPF1001, TPF1002, TPF1003) within 7 days.',
    figures: {
      workshops: 3,
      workshop_ids: ['TPF1001', 'TPF1002', 'TPF1003'],
      days: 7,
      services: [
        { transaction_code: 'AB3DE6GH9K', workshop_id: 'TPF1001', created_date: '2026-11-23T02:00:00.000Z' },
        { transaction_code: 'BC4EF7HJ2L', workshop_id: 'TPF1002', created_date: '2026-11-24T02:00:00.000Z' },
        { transaction_code: 'CD5FG8JK3M', workshop_id: 'TPF1003', created_date: '2026-11-26T02:00:00.000Z' },
      ],
    },
  },
  belowService: {
    kind: 'mileage_below_recorded',
    reason: 'The mileage, 20,000 km, is below the 50,000 km of the car’s service AB3DE6GH9K.',
    figures: { mileage: 20000, recorded_mileage: 50000, recorded_in: 'AB3DE6GH9K' },
  },
  belowRegistered: {
    kind: 'mileage_below_recorded',
    reason: 'The mileage, 30,000 km, is below the 60,000 km the car was registered with.',
    figures: { mileage: 30000, recorded_mileage: 60000, recorded_in: null },
  },
  rate: {
    kind: 'mileage_implausible_rate',
    reason: 'The mileage, 106,100 km, is 96,100 km more than at the car’s previous service AB3DE6GH9K 31 days before: 3,100 km a day (flagged above 3,000).',
    figures: { mileage: 106100, previous_mileage: 10000, previous_transaction_code: 'AB3DE6GH9K', days: 31, km_per_day: 3100, threshold: 3000 },
  },
  rateOneDay: {
    kind: 'mileage_implausible_rate',
    reason: 'The mileage, 14,000 km, is 4,000 km more than at the car’s previous service AB3DE6GH9K 1 day before: 4,000 km a day (flagged above 3,000).',
    figures: { mileage: 14000, previous_mileage: 10000, previous_transaction_code: 'AB3DE6GH9K', days: 1, km_per_day: 4000, threshold: 3000 },
  },
  referrals: {
    kind: 'referral_burst',
    reason: 'This member referred 3 new members within 24 hours (flagged from 3).',
    figures: { referrals: 3, hours: 24, threshold: 3 },
  },
  address: {
    kind: 'accounts_from_one_address',
    reason: 'This account is one of 3 registered from one network address within 24 hours (flagged from 3).',
    figures: { accounts: 3, hours: 24, threshold: 3 },
  },
  device: {
    kind: 'accounts_from_one_device',
    reason: 'This account is one of 4 registered from one browser on one network address within 24 hours (flagged from 4).',
    figures: { accounts: 4, hours: 24, threshold: 4 },
  },
};

/** Switches the language as the app's switch does, letting mounted components re-render inside act. */
const speak = (language: string) =>
  act(async () => {
    await i18n.changeLanguage(language);
  });

const text = (flag: FlagLike, hrefFor?: (code: string) => string | null) => {
  const { container, unmount } = render(<FlagText flag={flag} hrefFor={hrefFor} />);
  const shown = container.textContent;
  unmount();
  return shown;
};

describe('FlagText', () => {
  afterEach(async () => {
    await speak('en');
  });

  it.each([
    ['duplicateOther', 'Possible duplicate receipt: it looks like the receipt of service QW3ER5TY7U, submitted by another member.'],
    ['duplicateSameTurned', 'Possible duplicate receipt: it looks like the receipt of service QW3ER5TY7U, submitted by the same member. The picture is turned 90° from that receipt.'],
    ['surge', 'Workshop TPF3001 has verified 4 services in the hour from 10:00 (Malaysia time); its busiest hour before had 0 (flagged above 3).'],
    ['unusualHour', 'Workshop TPF3001 verified this service between 03:00 and 04:00 (Malaysia time), an hour of the day in which it made none of its 5 verifications before.'],
    ['manyWorkshops', 'The member submitted 3 services at 3 workshops (TPF1001, TPF1002, TPF1003) within 7 days.'],
    ['belowService', 'The mileage, 20,000 km, is below the 50,000 km of the car’s service AB3DE6GH9K.'],
    ['belowRegistered', 'The mileage, 30,000 km, is below the 60,000 km the car was registered with.'],
    ['rate', 'The mileage, 106,100 km, is 96,100 km more than at the car’s previous service AB3DE6GH9K 31 days before: 3,100 km a day (flagged above 3,000 km).'],
    ['rateOneDay', 'The mileage, 14,000 km, is 4,000 km more than at the car’s previous service AB3DE6GH9K 1 day before: 4,000 km a day (flagged above 3,000 km).'],
    ['referrals', 'This member referred 3 new members within 24 hours (flagged from 3).'],
    ['address', 'This account is one of 3 registered from one network address within 24 hours (flagged from 3).'],
    ['device', 'This account is one of 4 registered from one browser on one network address within 24 hours (flagged from 4).'],
  ])('words %s in English from its figures', (name, expected) => {
    expect(text(flags[name]!)).toBe(expected);
  });

  it.each([
    ['duplicateOther', 'Kemungkinan resit pendua: ia kelihatan seperti resit servis QW3ER5TY7U, yang dihantar oleh ahli lain.'],
    ['duplicateSameTurned', 'Kemungkinan resit pendua: ia kelihatan seperti resit servis QW3ER5TY7U, yang dihantar oleh ahli yang sama. Gambar ini diputar 90° daripada resit tersebut.'],
    ['surge', 'Bengkel TPF3001 telah mengesahkan 4 servis dalam jam bermula 10:00 (waktu Malaysia); jam paling sibuknya sebelum ini hanya 0 (ditanda melebihi 3).'],
    ['unusualHour', 'Bengkel TPF3001 mengesahkan servis ini antara 03:00 dan 04:00 (waktu Malaysia), jam yang tiada satu pun daripada 5 pengesahannya sebelum ini dibuat.'],
    ['manyWorkshops', 'Ahli ini menghantar 3 servis di 3 bengkel (TPF1001, TPF1002, TPF1003) dalam tempoh 7 hari.'],
    ['belowService', 'Perbatuan 20,000 km lebih rendah daripada 50,000 km pada servis AB3DE6GH9K bagi kereta ini.'],
    ['belowRegistered', 'Perbatuan 30,000 km lebih rendah daripada 60,000 km semasa kereta ini didaftarkan.'],
    ['rate', 'Perbatuan 106,100 km ialah 96,100 km lebih daripada servis sebelumnya AB3DE6GH9K bagi kereta ini, 31 hari lalu: 3,100 km sehari (ditanda melebihi 3,000 km).'],
    ['rateOneDay', 'Perbatuan 14,000 km ialah 4,000 km lebih daripada servis sebelumnya AB3DE6GH9K bagi kereta ini, 1 hari lalu: 4,000 km sehari (ditanda melebihi 3,000 km).'],
    ['referrals', 'Ahli ini merujuk 3 ahli baharu dalam tempoh 24 jam (ditanda mulai 3).'],
    ['address', 'Akaun ini salah satu daripada 3 akaun yang didaftarkan dari satu alamat rangkaian dalam tempoh 24 jam (ditanda mulai 3).'],
    ['device', 'Akaun ini salah satu daripada 4 akaun yang didaftarkan dari satu pelayar pada satu alamat rangkaian dalam tempoh 24 jam (ditanda mulai 4).'],
  ])('words %s in Malay from its figures', async (name, expected) => {
    await speak('ms');
    expect(text(flags[name]!)).toBe(expected);
  });

  it('shows the server’s reason for a kind it does not know, or figures of another shape', async () => {
    expect(text({ kind: 'receipt_seen_before', reason: 'This receipt looks like one submitted for service QW3ER5TY7U', figures: { distance: 4 } })).toBe(
      'This receipt looks like one submitted for service QW3ER5TY7U',
    );
    expect(text({ kind: 'possible_duplicate_receipt', reason: 'Looks like the receipt of another service', figures: { distance: 4 } })).toBe('Looks like the receipt of another service');
    expect(text({ kind: 'referral_burst', reason: 'This member referred 3 new members within 24 hours (flagged from 3).' })).toBe('This member referred 3 new members within 24 hours (flagged from 3).');
    await speak('ms');
    expect(text({ kind: 'mileage_jump', reason: 'The mileage is 38,000 km more than the last service' })).toBe('The mileage is 38,000 km more than the last service');
  });

  it('links the other service where the app gives a link for its code, and names it plainly where not', () => {
    const { unmount } = render(<FlagText flag={flags.duplicateOther!} hrefFor={(code) => `#service-${code}`} />);
    expect(screen.getByRole('link', { name: 'QW3ER5TY7U' })).toHaveAttribute('href', '#service-QW3ER5TY7U');
    unmount();
    render(<FlagText flag={flags.belowService!} hrefFor={() => null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('AB3DE6GH9K')).toBeInTheDocument();
  });
});
