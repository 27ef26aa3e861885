/**
 * Every kind of flag; the staff apps translate a flag by its kind and figures (contract/flags.ts).
 * A file of its own, so that the flags' schemas and their types both read it without a cycle.
 */
export const FLAG_KINDS = [
  'possible_duplicate_receipt',
  'workshop_hourly_surge',
  'workshop_unusual_hour',
  'member_many_workshops',
  'mileage_below_recorded',
  'mileage_implausible_rate',
  'referral_burst',
  'accounts_from_one_address',
  'accounts_from_one_device',
] as const;
