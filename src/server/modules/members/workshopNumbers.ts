import type { Db } from '../../db/database';

/**
 * Whether a mobile number belongs to a participating workshop: such numbers may not register as
 * members. The loyalty module owns the workshops and provides the real lookup (a query on its
 * workshops table) through `AppDeps.workshopNumbers`.
 */
export interface WorkshopNumbers {
  isWorkshopNumber(db: Db, mobileNumber: string): Promise<boolean>;
}

/** Until the workshops table exists, no number is a workshop's. */
export const noWorkshopNumbersYet: WorkshopNumbers = {
  isWorkshopNumber: async () => false,
};
