import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { DHASH_THRESHOLD, PHASH_THRESHOLD, bandsOf, type Fingerprint } from './fingerprint';

/** Hashes are stored as PostgreSQL's signed bigint: the same 64 bits. */
const toColumn = (hash: bigint) => BigInt.asIntN(64, hash).toString();
const fromColumn = (value: string) => BigInt.asUintN(64, BigInt(value));

export async function saveFingerprint(db: Db, serviceGuid: string, fingerprint: Fingerprint): Promise<void> {
  const [band0, band1, band2, band3, band4, band5, band6, band7] = bandsOf(fingerprint);
  await db
    .updateTable('receipts')
    .set({ phash: toColumn(fingerprint.phash), dhash: toColumn(fingerprint.dhash), band0, band1, band2, band3, band4, band5, band6, band7 })
    .where('service_guid', '=', serviceGuid)
    .execute();
}

export interface StoredNeighbour {
  serviceGuid: string;
  transactionCode: string;
  memberId: number | null;
  fingerprint: Fingerprint;
}

/** More near matches than this for one receipt means a picture shared by many: a few are enough to flag it. */
const MAX_MATCHES = 50;

/**
 * The stored receipts, other than this service's, that share at least one band exactly with any of
 * the given fingerprints (the new receipt in its four orientations) and are within both thresholds
 * of one of them: one query, each band by its own index (PostgreSQL ORs the index scans), each
 * candidate then checked by Hamming distance, never a scan of every receipt.
 */
export async function findBandNeighbours(db: Db, serviceGuid: string, fingerprints: Fingerprint[]): Promise<StoredNeighbour[]> {
  const bands = fingerprints.map(bandsOf);
  const column = ['band0', 'band1', 'band2', 'band3', 'band4', 'band5', 'band6', 'band7'] as const;
  const rows = await db
    .selectFrom('receipts')
    .innerJoin('services', 'services.guid', 'receipts.service_guid')
    .select(['receipts.service_guid', 'services.transaction_code', 'services.member_id'])
    // As text: the embedded database hands a bigint back as a JavaScript number, which cannot hold 64 bits.
    .select([sql<string>`receipts.phash::text`.as('phash'), sql<string>`receipts.dhash::text`.as('dhash')])
    .where((eb) =>
      eb.or(
        column.flatMap((name, i) => {
          const values = [...new Set(bands.map((b) => b[i]).filter((band): band is number => band !== null))];
          return values.length ? [eb(`receipts.${name}`, 'in', values)] : [];
        }),
      ),
    )
    .where('receipts.service_guid', '!=', serviceGuid)
    .where('receipts.phash', 'is not', null)
    // Each candidate checked by Hamming distance in the database, so only near matches come back.
    .where((eb) =>
      eb.or(
        fingerprints.map(
          (f) =>
            sql<boolean>`(bit_count((receipts.phash # ${toColumn(f.phash)}::bigint)::bit(64)) <= ${PHASH_THRESHOLD}
              and bit_count((receipts.dhash # ${toColumn(f.dhash)}::bigint)::bit(64)) <= ${DHASH_THRESHOLD})`,
        ),
      ),
    )
    .limit(MAX_MATCHES)
    .execute();
  return rows.map((row) => ({
    serviceGuid: row.service_guid,
    transactionCode: row.transaction_code,
    memberId: row.member_id,
    fingerprint: { phash: fromColumn(row.phash), dhash: fromColumn(row.dhash) },
  }));
}

export async function insertFlag(
  db: Db,
  flag: { service_guid: string; kind: string; reason: string; figures: Record<string, unknown>; other_service_guid: string | null; created_at: Date },
): Promise<void> {
  await db
    .insertInto('service_flags')
    .values({ ...flag, figures: sql`${JSON.stringify(flag.figures)}::jsonb` as unknown as string })
    .execute();
}

export async function listFlags(db: Db, serviceGuid: string) {
  return db.selectFrom('service_flags').selectAll().where('service_guid', '=', serviceGuid).orderBy('id').execute();
}
