import type { WorkshopNumbers } from '../members/workshopNumbers';
import { isWorkshopMobile } from './store';

/** Registration refuses the number of any workshop, active or ceased: its staff are not end-consumers. */
export const workshopTableNumbers: WorkshopNumbers = {
  isWorkshopNumber: (db, mobileNumber) => isWorkshopMobile(db, mobileNumber),
};
