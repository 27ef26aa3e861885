import type { Workshop } from '../../../../shared/contract/loyalty';

/** A locator entry as GET /api/workshop/active sends it. */
export function workshop(overrides: Partial<Workshop> = {}): Workshop {
  return {
    id: 1,
    workshop_id: 'KL1001',
    workshop_name: 'Quartz Auto Care Cheras',
    workshop_address: '12, Jalan Cerdas, Taman Connaught, 56000 Cheras, Kuala Lumpur',
    latitude: '3.0829',
    longitude: '101.7362',
    mobile_number: '60391315588',
    tqac_workshop: true,
    ...overrides,
  };
}

export const activeWorkshops: Workshop[] = [
  workshop(),
  workshop({ id: 2, workshop_id: 'KL1002', workshop_name: 'Bengkel Kereta Sentul Jaya', workshop_address: '45, Jalan Sentul Pasar, Sentul, 51000 Kuala Lumpur', latitude: '3.1853', longitude: '101.6934', mobile_number: '60340422176', tqac_workshop: false }),
  workshop({ id: 3, workshop_id: 'SG2001', workshop_name: 'Quartz Auto Care Petaling Jaya', workshop_address: '18, Jalan SS 2/72, SS 2, 47300 Petaling Jaya, Selangor', latitude: '3.1185', longitude: '101.6213', mobile_number: '60378743390' }),
  workshop({ id: 4, workshop_id: 'SG2002', workshop_name: 'Subang Jaya Car Service', workshop_address: '7, Jalan SS 15/4B, SS 15, 47500 Subang Jaya, Selangor', latitude: '3.0771', longitude: '101.5882', mobile_number: '60356312018', tqac_workshop: false }),
  workshop({ id: 5, workshop_id: 'PG3001', workshop_name: 'Quartz Auto Care Jelutong', workshop_address: '88, Jalan Jelutong, 11600 George Town, Pulau Pinang', latitude: '5.3886', longitude: '100.3136', mobile_number: '6042812345' }),
];

/** Entries the locator must never show (spec section 7). */
export const hiddenWorkshops: Workshop[] = [
  workshop({ id: 90, workshop_id: '8888', workshop_name: 'Internal Test Workshop 8888', latitude: '3.1', longitude: '101.6' }),
  workshop({ id: 91, workshop_id: '9999', workshop_name: 'Internal Test Workshop 9999', latitude: '3.1', longitude: '101.6' }),
  workshop({ id: 92, workshop_id: 'KL1099', workshop_name: 'No Coordinates Yet', latitude: '', longitude: '101.6' }),
  workshop({ id: 93, workshop_id: 'KL1098', workshop_name: 'No Longitude', latitude: '3.1', longitude: '' }),
];
