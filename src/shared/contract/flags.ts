/**
 * Flags: suspicious patterns noticed on a service or an account, each with a reason a person reads
 * and the figures behind it (README 'What is flagged'). Workshop staff see a service's flags on its
 * counter screen; the careline works them in the flagged queue, GET /api/ops/flagged. Never the member.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/flags';
import type { FLAG_KINDS } from './flagKinds';

export { FLAG_KINDS } from './flagKinds';

export const flagPaths = {
  /** GET: the open flags, newest first. */
  opsFlagged: '/api/ops/flagged',
  /** POST: an operator clears a flag (audited); `id` is the entry's, as 'service-12' or 'member-7'. */
  opsClearFlag: (id: string) => `/api/ops/flagged/${encodeURIComponent(id)}/clear`,
};

export const FLAGGED_PAGE_DEFAULT = 50;
export const FLAGGED_PAGE_MAX = 200;

export const flagErrors = {
  kindInvalid: 'kind must be one of the flag kinds (README "What is flagged")',
  limitInvalid: `limit must be a whole number from 1 to ${FLAGGED_PAGE_MAX}`,
  offsetInvalid: 'offset must be a whole number from 0',
  flagNotFound: 'Flag not found',
  flagCleared: 'This flag was already cleared',
} as const;

export type FlagKind = (typeof FLAG_KINDS)[number];
export type Flag = Static<typeof S.Flag>;
export type OpsFlaggedQuery = Static<typeof S.OpsFlaggedQuery>;
export type FlaggedEntry = Static<typeof S.FlaggedEntry>;
/** `result` of GET /api/ops/flagged. */
export type OpsFlaggedPage = Static<typeof S.OpsFlaggedPage>;
export type OpsFlagParams = Static<typeof S.OpsFlagParams>;
