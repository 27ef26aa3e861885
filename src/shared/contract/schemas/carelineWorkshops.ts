/** Schemas of the careline's workshops (contract/carelineWorkshops.ts). */
import { Type } from '@sinclair/typebox';
import { workshopFields } from '../../rules/forms/workshop';
import { Enum, Instant, Nullable, RuledText, Text } from './fields';

export const CarelineWorkshop = Type.Object({
  workshop_id: Type.String(),
  name: Type.String(),
  address: Type.String(),
  state: Type.String(),
  mobile_number: Type.String(),
  tqac_workshop: Type.Boolean(),
  listed: Type.Boolean({ description: 'False for the internal test workshops: not on the locator' }),
  status: Enum(['active', 'ceased'] as const),
  has_key: Type.Boolean({ description: 'Whether a key was issued (the key itself is shown once, when issued)' }),
  owner: Nullable(Type.Object({ name: Type.String(), mobile_number: Type.String() }, { description: "The counter app's owner account" })),
  created_at: Instant(),
});

export const CarelineWorkshopsQuery = Type.Object({ q: Type.Optional(Text(100, { description: 'Part of the workshop ID or name' })) });

export const NewWorkshopRequest = Type.Object({
  workshop_id: RuledText(workshopFields.workshop_id, { description: '4 to 10 letters or digits; kept upper-case' }),
  name: RuledText(workshopFields.name),
  address: RuledText(workshopFields.address),
  state: RuledText(workshopFields.state),
  mobile_number: RuledText(workshopFields.mobile_number, { description: 'Digits with the country code, no +' }),
  tqac_workshop: Type.Optional(Type.Boolean({ description: 'A Quartz Auto Care workshop (false when absent)' })),
  listed: Type.Optional(Type.Boolean({ description: 'On the locator (true when absent)' })),
});
