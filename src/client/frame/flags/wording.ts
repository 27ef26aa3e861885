import { addTranslations } from '../i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The flags' texts, under this key of the shared namespace; they travel in the chunk of the page that shows flags. */
export const FLAGS_KEY = 'flags';

addTranslations(FLAGS_KEY, { en, ms: ms satisfies typeof en });

/** A flag as both staff apps read it: the server's kind, its English reason and the figures behind it. */
export interface FlagLike {
  kind: string;
  reason: string;
  figures?: unknown;
}

/** A text's key; a text with day or days forms is named without its `_one`/`_other` ending. */
type TextKey = keyof typeof en | 'mileage_implausible_rate';

/** How to word one flag: the text's key, what fills it, and the service it names (a link where the app has one). */
export interface FlagWording {
  key: TextKey;
  values: Record<string, string | number>;
  /** The other service's code the text names inside `<other>`, if it names one. */
  other: string | null;
  /** A second sentence (the duplicate's turn), if any. */
  extra: { key: TextKey; values: Record<string, string | number> } | null;
}

type Figures = Record<string, unknown>;

const MALAYSIA_OFFSET_HOURS = 8;
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The figures a kind is worded from, read defensively: figures come from the server's JSON, and a
 * flag whose figures are missing or of another shape is shown with the server's reason instead.
 */
export function flagWording(flag: FlagLike, language: string): FlagWording | null {
  const f = flag.figures && typeof flag.figures === 'object' ? (flag.figures as Figures) : null;
  if (!f) return null;
  const format = new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-MY', { maximumFractionDigits: 1 });
  const num = (name: string): number | null => (typeof f[name] === 'number' && Number.isFinite(f[name]) ? (f[name] as number) : null);
  const str = (name: string): string | null => (typeof f[name] === 'string' && f[name] !== '' ? (f[name] as string) : null);
  const numbers = (...names: string[]): Record<string, string> | null => {
    const out: Record<string, string> = {};
    for (const name of names) {
      const value = num(name);
      if (value === null) return null;
      out[name] = format.format(value);
    }
    return out;
  };
  const plain = (key: TextKey, values: Record<string, string | number> | null, other: string | null = null): FlagWording | null =>
    values ? { key, values, other, extra: null } : null;

  switch (flag.kind) {
    case 'possible_duplicate_receipt': {
      const other = str('other_transaction_code');
      if (!other || typeof f.same_member !== 'boolean') return null;
      const turned = num('turned_degrees');
      return {
        key: f.same_member ? 'possible_duplicate_receipt_same' : 'possible_duplicate_receipt_other',
        values: { other },
        other,
        extra: turned ? { key: 'possible_duplicate_receipt_turned', values: { degrees: turned } } : null,
      };
    }
    case 'workshop_hourly_surge': {
      const workshop = str('workshop_id');
      const start = str('hour_start');
      const figures = numbers('verified_this_hour', 'busiest_hour_before', 'threshold');
      const startAt = start ? new Date(start) : null;
      if (!workshop || !figures || !startAt || Number.isNaN(startAt.getTime())) return null;
      const hour = clock((startAt.getUTCHours() + MALAYSIA_OFFSET_HOURS) % 24);
      return plain('workshop_hourly_surge', { workshop, hour, verified: figures.verified_this_hour!, busiest: figures.busiest_hour_before!, threshold: figures.threshold! });
    }
    case 'workshop_unusual_hour': {
      const workshop = str('workshop_id');
      const hour = num('hour_of_day');
      const figures = numbers('verified_before');
      if (!workshop || hour === null || !figures) return null;
      return plain('workshop_unusual_hour', { workshop, from: clock(hour), to: clock((hour + 1) % 24), before: figures.verified_before! });
    }
    case 'member_many_workshops': {
      const ids = Array.isArray(f.workshop_ids) && f.workshop_ids.every((id) => typeof id === 'string') ? (f.workshop_ids as string[]) : null;
      const services = Array.isArray(f.services) ? f.services.length : null;
      const figures = numbers('workshops', 'days');
      if (!ids || services === null || !figures) return null;
      return plain('member_many_workshops', { services: format.format(services), workshops: figures.workshops!, ids: ids.join(', '), days: figures.days! });
    }
    case 'mileage_below_recorded': {
      const figures = numbers('mileage', 'recorded_mileage');
      if (!figures) return null;
      const values = { mileage: figures.mileage!, recorded: figures.recorded_mileage! };
      const other = str('recorded_in');
      return other ? plain('mileage_below_service', { ...values, other }, other) : plain('mileage_below_registered', values);
    }
    case 'mileage_implausible_rate': {
      const other = str('previous_transaction_code');
      const figures = numbers('mileage', 'previous_mileage', 'km_per_day', 'threshold');
      const days = num('days');
      if (!other || !figures || days === null) return null;
      const added = format.format(num('mileage')! - num('previous_mileage')!);
      // `count` picks the day or days form; i18next shows it as given (31, 1.5).
      return plain(
        'mileage_implausible_rate',
        { mileage: figures.mileage!, added, other, count: days, perDay: figures.km_per_day!, threshold: figures.threshold! },
        other,
      );
    }
    case 'referral_burst': {
      const figures = numbers('referrals', 'hours', 'threshold');
      return plain('referral_burst', figures);
    }
    case 'accounts_from_one_address':
    case 'accounts_from_one_device': {
      const figures = numbers('accounts', 'hours', 'threshold');
      return plain(flag.kind, figures);
    }
    default:
      return null;
  }
}
