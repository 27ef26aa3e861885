import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ServiceStatus } from '../../../shared/contract/loyalty';

export interface CounterRow {
  transaction_code: string;
  created_at: Date;
  plate_number: string | null;
  oil_code: string;
  total_bottle: number;
  free_oil: boolean;
  status: number;
}

function servicesOfWorkshop(db: Db, workshopId: string) {
  return db
    .selectFrom('services')
    .leftJoin('vehicles', 'vehicles.guid', 'services.vehicle_guid')
    .select(['services.transaction_code', 'services.created_at', 'vehicles.plate_number', 'services.oil_code', 'services.total_bottle', 'services.free_oil', 'services.status'])
    .where('services.workshop_id', '=', workshopId);
}

/** The workshop's pending services, oldest first: the next to expire at the top. */
export async function listPendingOfWorkshop(db: Db, workshopId: string, limit: number): Promise<CounterRow[]> {
  return servicesOfWorkshop(db, workshopId).where('services.status', '=', ServiceStatus.Pending).orderBy('services.created_at').orderBy('services.transaction_code').limit(limit).execute();
}

/** The workshop's services of a car, newest first. */
export async function listWorkshopServicesOfPlate(db: Db, workshopId: string, plateNumber: string, limit: number): Promise<CounterRow[]> {
  return servicesOfWorkshop(db, workshopId).where('vehicles.plate_number', '=', plateNumber).orderBy('services.created_at', 'desc').limit(limit).execute();
}

/** Decisions on the workshop's services between two instants, by status. */
export async function countDecisions(db: Db, workshopId: string, from: Date, to: Date): Promise<{ verified: number; rejected: number }> {
  const rows = await db
    .selectFrom('services')
    .select(['status', sql<string>`count(*)`.as('count')])
    .where('workshop_id', '=', workshopId)
    .where('status', 'in', [ServiceStatus.Verified, ServiceStatus.Rejected])
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to)
    .groupBy('status')
    .execute();
  const count = (status: number) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { verified: count(ServiceStatus.Verified), rejected: count(ServiceStatus.Rejected) };
}

/** Services verified at the workshop between two instants: how many, their bottles, and how many were free bottles. */
export async function verifiedTotals(db: Db, workshopId: string, from: Date, to: Date): Promise<{ services: number; bottles: number; free_bottles: number }> {
  const row = await db
    .selectFrom('services')
    .select([
      sql<string>`count(*)`.as('services'),
      sql<string>`coalesce(sum(total_bottle), 0)`.as('bottles'),
      sql<string>`count(*) filter (where free_oil)`.as('free_bottles'),
    ])
    .where('workshop_id', '=', workshopId)
    .where('status', '=', ServiceStatus.Verified)
    .where('verified_at', '>=', from)
    .where('verified_at', '<', to)
    .executeTakeFirstOrThrow();
  return { services: Number(row.services), bottles: Number(row.bottles), free_bottles: Number(row.free_bottles) };
}
