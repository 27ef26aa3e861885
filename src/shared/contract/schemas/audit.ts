/** Schemas of the operators' reading of the audit log. */
import { Type } from '@sinclair/typebox';
import { Instant, Nullable, Text } from './fields';

export const OpsAuditQuery = Type.Object({
  member: Type.Optional(
    Text(32, {
      description:
        "A mobile number: entries about the member holding it now (under any number it held, or written by it), or, when no member holds it, entries filed under the number. Or 'member:<id>': entries about that member, also after its removal",
    }),
  ),
  actor: Type.Optional(Text(280, { description: "Who acted: 'system', 'careline:<email>', 'member:<id>', 'workshop:<id>' ('ops:<name>' before careline accounts); ending in ':' (as 'careline:'), every actor of that kind" })),
  action: Type.Optional(Text(64, { description: "What happened, as 'member.removed'; ending in '.' (as 'member.'), every action of that kind" })),
  from: Type.Optional(Text(40, { description: 'Written at or after: an ISO 8601 instant with its zone, or a day YYYY-MM-DD (from its start, UTC)' })),
  to: Type.Optional(Text(40, { description: 'Written at or before: an ISO 8601 instant with its zone, or a day YYYY-MM-DD (to its end, UTC)' })),
  before: Type.Optional(Text(12, { description: 'The `next` of the previous page' })),
  limit: Type.Optional(Text(4, { description: 'Entries a page, 1 to 200 (50 when absent)' })),
});

export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  created_at: Instant('When it happened'),
  actor: Type.String({ description: "'system', 'careline:<email>', 'member:<id>' or 'workshop:<id>' ('ops:<name>' before careline accounts)" }),
  action: Type.String(),
  subject: Nullable(Type.String({ description: "What it was about: 'member:<id>', a mobile number, a transaction code, a workshop ID, 'reward:<id>'" })),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

export const OpsAuditPage = Type.Object({
  entries: Type.Array(AuditLogEntry, { description: 'Newest first' }),
  next: Nullable(Type.Integer({ description: 'Pass as `before` for the next page; null on the last page' })),
  member: Nullable(Type.String({ description: "The member the `member` filter found, as the log names it ('member:<id>'); null when none" })),
});
