/**
 * Fills a migrated database with members the way the programme's own tables hold them, by SQL this
 * script owns (generate_series), so a million members take minutes instead of a million API calls.
 * Each member: verified, one session with its refresh token, one car, one active Buy 4 Get 1 cycle
 * holding 3 verified services with their receipts (each with a fingerprint), one inbox message and the text that carried
 * their registration code; every fifth was referred by the member before them, whose reward that
 * referral earned. Ids derive from the member's number, so the benchmark finds a member's rows
 * without asking, and a fill can grow one made before.
 */
import type pg from 'pg';

/** One argon2id hash every filled member shares, so logins measure the real check. */
export interface FillOptions {
  passwordHash: string;
  /** Written to every row's timestamps, a few months back, so nothing is due for a sweep. */
  now: Date;
}

export const BENCH_PASSWORD = 'Bench-password-1';

/** The mobile number of filled member `i` (1-based): 60 1 and eight digits, as Malaysian numbers are. */
export function benchMobile(i: number): string {
  return `601${String(i).padStart(8, '0')}`;
}

/** The name of filled member `i`: names take letters only. */
export function benchName(i: number): string {
  return `Bench Member ${String(i).replace(/[0-9]/g, (d) => 'ABCDEFGHIJ'[Number(d)])}`;
}

/** Adds members `from + 1` to `to`, with all their rows, in one transaction; then refreshes statistics. */
export async function fillMembers(client: pg.ClientBase, from: number, to: number, options: FillOptions): Promise<void> {
  if (to <= from) return;
  const at = new Date(options.now.getTime() - 90 * 24 * 3600 * 1000).toISOString();
  const params = [from + 1, to, at, options.passwordHash];
  await client.query('begin');
  try {
    // Triggers (last contact) and foreign-key checks are skipped for the bulk copy when the role may (a superuser):
    // the rows below set last_contact_at themselves and reference only rows written before them.
    const { rows: role } = await client.query<{ superuser: boolean }>(`select current_setting('is_superuser') = 'on' as superuser`);
    if (role[0].superuser) await client.query(`set local session_replication_role = replica`);
    await client.query(
      `insert into members (id, mobile_number, fullname, email, birth_date, password_hash, referral_code, referrer_id,
         subscribed, verified_at, created_at, updated_at, last_contact_at)
       select i, '601' || lpad(i::text, 8, '0'), 'Bench Member ' || translate(i::text, '0123456789', 'ABCDEFGHIJ'), 'member' || i || '@bench.example', date '1985-06-15',
         $4, 'BENCH' || i, case when i % 5 = 0 and i > 1 then i - 1 end, i % 2 = 0, $3::timestamptz, $3::timestamptz, $3::timestamptz, $3::timestamptz
       from generate_series($1::int, $2::int) as i`,
      params,
    );
    await client.query(
      `insert into sessions (id, member_id, created_at)
       select md5('session' || i)::uuid, i, $3::timestamptz from generate_series($1::int, $2::int) as i`,
      params.slice(0, 3),
    );
    await client.query(
      `insert into refresh_tokens (session_id, token_hash, expires_at, created_at)
       select md5('session' || i)::uuid, encode(sha256(('refresh' || i)::bytea), 'hex'), $3::timestamptz + interval '400 days', $3::timestamptz
       from generate_series($1::int, $2::int) as i`,
      params.slice(0, 3),
    );
    await client.query(
      `insert into vehicles (guid, member_id, brand, model, plate_number, year_manufactured, created_at)
       select md5('vehicle' || i)::uuid, i, 'Perodua', 'Myvi', 'BENCH' || i, 2018, $3::timestamptz from generate_series($1::int, $2::int) as i`,
      params.slice(0, 3),
    );
    // Services go to the seeded partner workshops in turn, as members spread over them.
    await client.query(
      `with shops as (select array_agg(workshop_id order by id) as ids from workshops where listed)
       insert into cycles (guid, vehicle_guid, workshop_id, size, status, created_at)
       select md5('cycle' || i)::uuid, md5('vehicle' || i)::uuid, shops.ids[1 + i % array_length(shops.ids, 1)], 4, 0, $3::timestamptz
       from generate_series($1::int, $2::int) as i, shops`,
      params.slice(0, 3),
    );
    await client.query(
      `with shops as (select array_agg(workshop_id order by id) as ids from workshops where listed)
       insert into services (guid, transaction_code, cycle_guid, vehicle_guid, member_id, workshop_id, oil_code, total_bottle,
         current_mileage, status, created_at, verified_at, decided_at, decided_by)
       select md5('service' || i || '-' || k)::uuid, 'B' || upper(lpad(to_hex(i * 3 + k), 9, '0')), md5('cycle' || i)::uuid,
         md5('vehicle' || i)::uuid, i, shops.ids[1 + i % array_length(shops.ids, 1)], 'QUARTZ70005W30', 1, 10000 * k, 1,
         $3::timestamptz + k * interval '1 day', $3::timestamptz + k * interval '1 day', $3::timestamptz + k * interval '1 day', 'workshop'
       from generate_series($1::int, $2::int) as i, generate_series(0, 2) as k, shops`,
      params.slice(0, 3),
    );
    await client.query(
      `insert into receipts (service_guid, sha256, mime, size, storage_key, created_at, phash, dhash, band0, band1, band2, band3, band4, band5, band6, band7)
       select md5('service' || i || '-' || k)::uuid, encode(sha256(('receipt' || i || '-' || k)::bytea), 'hex'),
         'image/jpeg', 180000, 'bench/' || i || '-' || k, $3::timestamptz,
         ('x' || substr(p, 1, 16))::bit(64)::bigint, ('x' || substr(d, 1, 16))::bit(64)::bigint,
         ('x' || substr(p, 1, 4))::bit(16)::int, ('x' || substr(p, 5, 4))::bit(16)::int, ('x' || substr(p, 9, 4))::bit(16)::int, ('x' || substr(p, 13, 4))::bit(16)::int,
         ('x' || substr(d, 1, 4))::bit(16)::int, ('x' || substr(d, 5, 4))::bit(16)::int, ('x' || substr(d, 9, 4))::bit(16)::int, ('x' || substr(d, 13, 4))::bit(16)::int
       from generate_series($1::int, $2::int) as i, generate_series(0, 2) as k,
         -- Each receipt's fingerprint: two 64-bit hashes drawn from the member's number.
         lateral (select md5('phash' || i || '-' || k) as p, md5('dhash' || i || '-' || k) as d) as fp`,
      params.slice(0, 3),
    );
    await client.query(
      `insert into notifications (member_id, sender, subject, message, created_at)
       select i, 'Quartz', 'Welcome', 'Welcome to the Quartz loyalty programme.', $3::timestamptz from generate_series($1::int, $2::int) as i`,
      params.slice(0, 3),
    );
    await client.query(
      `insert into sms_outbox (mobile_number, message, created_at)
       select '601' || lpad(i::text, 8, '0'), 'Your Quartz verification code is 123456', $3::timestamptz from generate_series($1::int, $2::int) as i`,
      params.slice(0, 3),
    );
    // A referred member's first verified service earned their referrer a reward.
    await client.query(
      `insert into referral_rewards (referrer_id, referred_id, service_guid, created_at)
       select i - 1, i, md5('service' || i || '-0')::uuid, $3::timestamptz from generate_series($1::int, $2::int) as i where i % 5 = 0 and i > 1`,
      params.slice(0, 3),
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  // Member ids continue after those written here (other tables take theirs from their sequences).
  await client.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
  await client.query('vacuum analyze');
}
