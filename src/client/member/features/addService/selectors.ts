import { createSelector } from '@reduxjs/toolkit';
import type { Service } from '../../../../shared/contract/loyalty';
import { wizardCycle, type WizardVehicle } from '../../../../shared/loyalty/wizardWarnings';
import type { RootState } from '../../app/store';
import { selectVehicleWithCycle } from '../../../entities/vehicles/selectors';
import type { VehicleEntity } from '../../../entities/vehicles/slice';
import type { WizardReceipt } from './slice';

export interface WizardCar {
  vehicle: VehicleEntity;
  /** The car with its cycle's services, as the shared wizard rules read it. */
  withServices: WizardVehicle;
}

export const selectWizardCar = createSelector(
  [(state: RootState, guid: string) => selectVehicleWithCycle(state, guid)],
  (data): WizardCar | undefined => (data ? { vehicle: data.vehicle, withServices: { ...data.vehicle, services: data.services } } : undefined),
);

/** The cycle step 2 works against: the effective workshop (a replacement after a 410 wins). */
export const selectWizardCycle = createSelector(
  [
    (state: RootState, guid: string) => selectWizardCar(state, guid),
    (state: RootState) => state.addService.details.workshopId,
    (state: RootState) => state.addService.details.newWorkshopId,
  ],
  (car, workshopId, newWorkshopId) => (car ? wizardCycle(car.withServices, newWorkshopId || workshopId) : null),
);

/** 'Generate QR CODE': a pending service's saved details, as step 4 shows them. */
export function receiptOfService(service: Service): WizardReceipt {
  return {
    guid: service.guid,
    transaction_code: service.transaction_code,
    oil_name: service.oil_name,
    service_date: service.created_date,
    free_oil: service.free_oil,
    workshopId: service.workshop_id,
    mileage: String(service.current_mileage),
    quantity: service.total_bottle,
    oilCode: service.OilCode,
  };
}
