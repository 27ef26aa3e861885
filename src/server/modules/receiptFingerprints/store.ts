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

const BAND_COLUMNS = ['band0', 'band1', 'band2', 'band3', 'band4', 'band5', 'band6', 'band7'] as const;

/** More near matches than this for one receipt means a picture shared by many: a few are enough to flag it. */
const MAX_MATCHES = 50;

/**
 * The stored receipts, other than this service's, that share at least one band exactly with any of
 * the given fingerprints (the new receipt in its four orientations) and are within both thresholds
 * of one of them, never a scan of every receipt: one index-only scan a band (each band's index
 * carries the hashes, migration 0090), each candidate checked by Hamming distance in the index, then
 * only the near matches joined to their services.
 */
export async function findBandNeighbours(db: Db, serviceGuid: string, fingerprints: Fingerprint[]): Promise<StoredNeighbour[]> {
  const bands = fingerprints.map(bandsOf);
  const near = sql.join(
    fingerprints.map(
      (f) =>
        sql`(bit_count((phash # ${toColumn(f.phash)}::bigint)::bit(64)) <= ${PHASH_THRESHOLD} and bit_count((dhash # ${toColumn(f.dhash)}::bigint)::bit(64)) <= ${DHASH_THRESHOLD})`,
    ),
    sql` or `,
  );
  const perBand = BAND_COLUMNS.flatMap((name, i) => {
    const values = [...new Set(bands.map((b) => b[i]).filter((band): band is number => band !== null))];
    if (values.length === 0) return [];
    return [sql`select service_guid, phash, dhash from receipts where ${sql.ref(name)} in (${sql.join(values)}) and service_guid <> ${serviceGuid} and (${near})`];
  });
  if (perBand.length === 0) return [];
  // As text: the embedded database hands a bigint back as a JavaScript number, which cannot hold 64 bits.
  const { rows } = await sql<{ service_guid: string; transaction_code: string; member_id: number | null; phash: string; dhash: string }>`
    select near.service_guid, services.transaction_code, services.member_id, near.phash::text as phash, near.dhash::text as dhash
    from (${sql.join(perBand, sql` union `)}) as near
    join services on services.guid = near.service_guid
    limit ${MAX_MATCHES}`.execute(db);
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
