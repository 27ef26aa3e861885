/**
 * What the dashboard and the service information page hand to the pages that need passed state
 * (spec section 2): service information needs a vehicle, add-service needs car info. Both carry
 * guids; the pages read the vehicle from the store, so the state stays small and serialisable.
 */
export interface ServiceInfoLocationState {
  vehicle: string;
}

export interface AddServiceLocationState {
  car: string;
  /** A pending service to show again at step 4 ('Generate QR CODE'). */
  service?: string;
}

export const serviceInfoState = (vehicleGuid: string): ServiceInfoLocationState => ({ vehicle: vehicleGuid });

export const addServiceState = (vehicleGuid: string, serviceGuid?: string): AddServiceLocationState =>
  serviceGuid ? { car: vehicleGuid, service: serviceGuid } : { car: vehicleGuid };
