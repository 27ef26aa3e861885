/** Schemas of the flags raised on services and accounts (contract/flags.ts). */
import { Type } from '@sinclair/typebox';
import { Enum, Instant, Nullable, Text } from './fields';
import { FLAG_KINDS } from '../flagKinds';


const kind = Enum(FLAG_KINDS, 'What was noticed; the staff apps say it in their language from the kind and the figures');

/** A flag as workshop staff and the careline read it; never shown to the member. */
export const Flag = Type.Object({
  kind,
  reason: Type.String({ description: 'Why, in English, with the figures' }),
  figures: Type.Record(Type.String(), Type.Unknown(), { description: 'The figures behind the reason, by name (README "What is flagged")' }),
  created_date: Instant('When it was raised'),
});

export const OpsFlaggedQuery = Type.Object({
  kind: Type.Optional(Text(40, { description: 'Only flags of this kind' })),
  offset: Type.Optional(Text(7, { description: 'Entries to skip: the `next` of the previous page (0 when absent)' })),
  limit: Type.Optional(Text(4, { description: 'Entries a page, 1 to 200 (50 when absent)' })),
});

export const FlaggedEntry = Type.Object({
  id: Type.String({ description: "The flag, for clearing it: 'service-<n>' or 'member-<n>'" }),
  ...Flag.properties,
  service: Nullable(
    Type.Object({
      transaction_code: Type.String(),
      workshop_id: Type.String(),
      status: Enum([0, 1, 2, 3] as const, '0 pending, 1 verified, 2 rejected, 3 archived'),
    }, { description: 'The flagged service; null for a flag on the account' }),
  ),
  member: Nullable(
    Type.Object({
      id: Type.Integer(),
      mobile_number: Type.String({ description: "Empty once the member's data was removed" }),
    }, { description: 'Whose service or account it is' }),
  ),
  other: Nullable(
    Type.Object({
      transaction_code: Type.String(),
      mobile_number: Type.String({ description: "Its member's number; empty once their data was removed" }),
    }, { description: 'The other service the flag names (a possible duplicate receipt\'s); null when it names none' }),
  ),
});

export const OpsFlagParams = Type.Object({ id: Text(24, { description: "A flag of the queue: 'service-<n>' or 'member-<n>'" }) });

export const OpsFlaggedPage = Type.Object({
  entries: Type.Array(FlaggedEntry, { description: 'Open flags, newest first' }),
  next: Nullable(Type.Integer({ description: 'Pass as `offset` for the next page; null on the last page' })),
});
