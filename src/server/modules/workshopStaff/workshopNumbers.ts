import type { Db } from '../../db/database';
import { isStaffMobile } from './store';
import { isWorkshopMobile } from '../workshops/store';

/**
 * Whether a mobile number belongs to a participating workshop: such numbers may not register as
 * members. The app asks the workshops table (`workshopTableNumbers`); tests may pass another.
 */
export interface WorkshopNumbers {
  isWorkshopNumber(db: Db, mobileNumber: string): Promise<boolean>;
}

/** Registration refuses the number of any workshop, active or ceased, and of its staff's accounts: they are not end-consumers. */
export const workshopTableNumbers: WorkshopNumbers = {
  isWorkshopNumber: async (db, mobileNumber) => (await isWorkshopMobile(db, mobileNumber)) || (await isStaffMobile(db, mobileNumber)),
};

/** No number is a workshop's: for tests that are not about workshops. */
export const noWorkshopNumbersYet: WorkshopNumbers = {
  isWorkshopNumber: async () => false,
};
