/**
 * The careline's workshops (issue 25 §3): the list every careline person may read, and the
 * administrators' changes: adding a workshop to the programme and ceasing one. The owner account
 * (`workshopAppPaths.opsOwner`) and the key (`loyaltyPaths.opsWorkshopKey`) have their own calls.
 * A ceased workshop stays in the table: its services keep its name, its key and its counter app
 * stop, the locator leaves it out and a member's new service for it is refused (410).
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/carelineWorkshops';

export const carelineWorkshopPaths = {
  /** GET ?q=: workshops whose ID or name has q (all when empty), active first; POST: adds one. */
  workshops: '/api/ops/workshops',
  /** POST: takes the workshop out of the programme. */
  cease: (workshopId: string) => `/api/ops/workshops/${encodeURIComponent(workshopId)}/cease`,
} as const;

/** The most workshops one list answers; a search narrows it. */
export const WORKSHOP_LIST_LIMIT = 200;

export const carelineWorkshopErrors = {
  queryInvalid: 'q must be at most 100 characters',
  workshopExists: 'A workshop has this ID already',
  numberTaken: 'This number is a member’s or another workshop’s',
  workshopNotFound: 'Workshop not found',
  ceasedAlready: 'This workshop has ceased already',
} as const;

export type CarelineWorkshop = Static<typeof S.CarelineWorkshop>;
export type NewWorkshopRequest = Static<typeof S.NewWorkshopRequest>;
