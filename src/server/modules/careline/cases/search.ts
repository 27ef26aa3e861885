import type { ApiContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { carelineCaseErrors, MEMBER_SEARCH_LIMIT, NAME_PREFIX_MIN, type MemberMatch, type MemberSearchHit } from '../../../../shared/contract/carelineCases';
import { MOBILE_LOOKUP_PATTERN, normaliseMobile, normalisePlate, PLATE_MAX_LENGTH, PLATE_MIN_LENGTH, transactionCodeFrom } from '../../../../shared/rules';
import { writeAudit } from '../../audit/store';
import { findServiceByCode } from '../../services/store';
import { memberByPlate, memberOfId, membersByEmail, membersByMobile, membersByNamePrefix, type MemberRow } from './store';

const PLATE = new RegExp(`^[A-Z0-9]{${PLATE_MIN_LENGTH},${PLATE_MAX_LENGTH}}$`);
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** A name start: letters (any script), spaces and the marks names carry. */
const NAME = /^[\p{L}][\p{L}\p{M} .'@/-]*$/u;

/** The numbers a typed mobile number may be stored as: as typed, and a Malaysian 0… as 60…. */
function mobileCandidates(query: string): string[] {
  if (!/^\+?[\d\s-]+$/.test(query)) return [];
  const digits = query.replace(/\D/g, '');
  const numbers = new Set<string>();
  if (MOBILE_LOOKUP_PATTERN.test(digits)) numbers.add(digits);
  if (digits.startsWith('0')) numbers.add(normaliseMobile('60', digits));
  return [...numbers].filter((n) => MOBILE_LOOKUP_PATTERN.test(n));
}

/**
 * Every reading of the query that fits it, each an index lookup: a number, a plate, a Service ID
 * (with its look-alike letters forgiven, as the workshops' lookup does), an email, a name's start.
 * A 10-character code may be a plate as well; both are looked up. Hits are deduplicated by member,
 * in the order of the readings, and capped.
 */
export async function findMembers(ctx: ApiContext, input: string | undefined, operator: string): Promise<MemberSearchHit[]> {
  const query = (input ?? '').trim().replace(/\s+/g, ' ');
  const lookups: [MemberMatch, () => Promise<MemberRow[]>][] = [];
  const numbers = mobileCandidates(query);
  if (numbers.length > 0) lookups.push(['mobile', () => membersByMobile(ctx.db, numbers)]);
  const plate = normalisePlate(query);
  if (PLATE.test(plate) && /\d/.test(plate)) lookups.push(['plate', () => memberByPlate(ctx.db, plate)]);
  const code = transactionCodeFrom(query);
  if (code) {
    lookups.push([
      'service',
      async () => {
        const service = await findServiceByCode(ctx.db, code);
        return service ? memberOfId(ctx.db, service.member_id) : [];
      },
    ]);
  }
  if (EMAIL.test(query) && query.length <= 254) lookups.push(['email', () => membersByEmail(ctx.db, query)]);
  if (NAME.test(query) && query.replace(/[^\p{L}]/gu, '').length >= NAME_PREFIX_MIN && !query.includes('@')) {
    lookups.push(['name', () => membersByNamePrefix(ctx.db, query, MEMBER_SEARCH_LIMIT)]);
  }
  if (lookups.length === 0) throw badRequest(carelineCaseErrors.queryInvalid);

  const hits = new Map<number, MemberSearchHit>();
  for (const [matched, lookup] of lookups) {
    for (const row of await lookup()) {
      if (hits.size >= MEMBER_SEARCH_LIMIT) break;
      if (!hits.has(row.id)) {
        hits.set(row.id, { mobile_number: row.mobile_number, fullname: row.fullname, email: row.email, verified: row.verified_at !== null, matched });
      }
    }
  }
  const found = [...hits.values()];
  // The query itself may be a person's number or name: the log keeps what kind it was and what it found.
  await writeAudit(ctx.db, {
    actor: `ops:${operator}`,
    action: 'members.searched',
    details: { as: lookups.map(([kind]) => kind), found: found.length },
    at: ctx.clock.now(),
  });
  return found;
}
