import type { Db } from '../../db/database';

/**
 * Whether a mobile number belongs to a participating workshop: such numbers may not register as
 * members. The app uses the workshops module's query (`workshopTableNumbers`); tests may pass another.
 */
export interface WorkshopNumbers {
  isWorkshopNumber(db: Db, mobileNumber: string): Promise<boolean>;
}

/** No number is a workshop's: for tests that are not about workshops. */
export const noWorkshopNumbersYet: WorkshopNumbers = {
  isWorkshopNumber: async () => false,
};
