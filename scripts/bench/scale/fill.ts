/**
 * Fills a migrated database with members the way the programme's own tables hold them, by SQL this
 * script owns (generate_series), so a million members take minutes instead of a million API calls.
 * Each member: verified, one session with its refresh token, one car, one active Buy 4 Get 1 cycle
 * holding 3 verified services with their receipts (each with a fingerprint), one inbox message and the text that carried
 * their registration code; every fifth was referred by the member before them, whose reward that
 * referral earned. Ids derive from the member's number, so the benchmark finds a member's rows
 * without asking, and a fill can grow one made before.
 *
 * The reports read periods of days, so the services spread over SPREAD_DAYS days before the last
 * 45 (none is recent enough to refuse the benchmark's own submission), 20 days apart, each decided
 * 1 to 72 hours after it was submitted. Besides: one member in ten has an earlier service a
 * workshop rejected, one in ten one that expired unverified (each in a void cycle), one in ten an
 * earlier closed cycle whose free bottle was verified, of an oil of the catalogue in turn; half the
 * rewards were redeemed three days after they were earned; one member in twenty made a festive
 * entry, given a reload PIN loaded two days before, and one PIN in ten of those loaded is left.
 */
import type pg from 'pg';
import { oils } from '../../../src/shared/catalogue/oils';

/** Days over which the filled services spread (see above). */
export const SPREAD_DAYS = 600;

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
         t.submitted, t.decided, t.decided, 'workshop'
       from generate_series($1::int, $2::int) as i, generate_series(0, 2) as k, shops,
         lateral (select ${submittedAt('i', 'k')} as submitted, ${submittedAt('i', 'k')} + ${decisionDelay('i', 'k')} as decided) as t`,
      params.slice(0, 3),
    );
    await fillHistory(client, params.slice(0, 3));
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
      `insert into referral_rewards (referrer_id, referred_id, service_guid, created_at, redeemed_at)
       select i - 1, i, md5('service' || i || '-0')::uuid, t.earned, case when i % 10 = 0 then t.earned + interval '3 days' end
       from generate_series($1::int, $2::int) as i, lateral (select ${submittedAt('i', '0')} + ${decisionDelay('i', '0')} as earned) as t
       where i % 5 = 0 and i > 1`,
      params.slice(0, 3),
    );
    await fillFestive(client, params.slice(0, 3));
    // The reports' rollups are kept by triggers the bulk copy may have skipped: recounted whole.
    await client.query('select report_rollups_rebuild()');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  // Member ids continue after those written here (other tables take theirs from their sequences).
  await client.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
  await client.query('vacuum analyze');
}

/** When member `i`'s service `k` was submitted: spread over SPREAD_DAYS days and the hours of a day, 20 days apart. */
function submittedAt(i: string, k: string): string {
  return `($3::timestamptz - ((${i}::bigint * 7919) % ${SPREAD_DAYS}) * interval '1 day' + ((${i} * 37) % 24) * interval '1 hour' + ${k} * interval '20 days')`;
}

/** How long the workshop took to decide it: 1 to 72 hours. */
function decisionDelay(i: string, k: string): string {
  return `((1 + (${i} * 13 + ${k} * 7) % 72) * interval '1 hour')`;
}

/**
 * What came before each member's active cycle: a rejected or expired service in a void cycle, or a
 * closed cycle with its verified free bottle; submitted ten days before the member's first service.
 */
async function fillHistory(client: pg.ClientBase, params: unknown[]): Promise<void> {
  const before = `${submittedAt('i', '0')} - interval '10 days'`;
  await client.query(
    `with shops as (select array_agg(workshop_id order by id) as ids from workshops where listed)
     insert into cycles (guid, vehicle_guid, workshop_id, size, status, created_at, closed_at)
     select md5('earlier' || i)::uuid, md5('vehicle' || i)::uuid, shops.ids[1 + i % array_length(shops.ids, 1)], 4,
       case when i % 10 = 3 then 1 else 2 end, ${before}, ${before} + interval '6 days'
     from generate_series($1::int, $2::int) as i, shops where i % 10 in (1, 2, 3)`,
    params,
  );
  const codes = oils.map((oil) => oil.code);
  await client.query(
    `with shops as (select array_agg(workshop_id order by id) as ids from workshops where listed)
     insert into services (guid, transaction_code, cycle_guid, vehicle_guid, member_id, workshop_id, oil_code, total_bottle, free_oil,
       current_mileage, status, reject_reason, created_at, verified_at, decided_at, decided_by)
     select md5('earlier' || i)::uuid, 'C' || upper(lpad(to_hex(i), 9, '0')), md5('earlier' || i)::uuid, md5('vehicle' || i)::uuid, i,
       shops.ids[1 + i % array_length(shops.ids, 1)],
       case when i % 10 = 3 then ($4::text[])[1 + (i / 10) % array_length($4::text[], 1)] else 'QUARTZ70005W30' end, 1, i % 10 = 3, 5000,
       case when i % 10 = 3 then 1 else 2 end,
       case i % 10 when 1 then 'The receipt does not show the oil' when 2 then 'Not verified by the workshop within 5 days' end,
       t.submitted, case when i % 10 = 3 then t.submitted + ${decisionDelay('i', '1')} end,
       t.submitted + case when i % 10 = 2 then interval '5 days' else ${decisionDelay('i', '1')} end,
       case when i % 10 = 2 then 'system' else 'workshop' end
     from generate_series($1::int, $2::int) as i, shops, lateral (select ${before} as submitted) as t
     where i % 10 in (1, 2, 3)`,
    [...params, codes],
  );
}

/** Festive entries of one member in twenty (for their second service), each given a PIN; one PIN in ten loaded is left. */
async function fillFestive(client: pg.ClientBase, params: unknown[]): Promise<void> {
  await client.query(
    `insert into festive_entries (member_id, service_guid, transaction_code, fullname, mobile_number, mobile_ext_no, mobile_no, answer, amount, tnc, pdpa, created_at)
     select i, md5('service' || i || '-1')::uuid, 'B' || upper(lpad(to_hex(i * 3 + 1), 9, '0')), 'Bench Member', '601' || lpad(i::text, 8, '0'), '60',
       '1' || lpad(i::text, 8, '0'), 'Quartz', case when i % 40 = 0 then 30 else 10 end, true, true, ${submittedAt('i', '1')} + ${decisionDelay('i', '1')}
     from generate_series($1::int, $2::int) as i where i % 20 = 0`,
    params,
  );
  await client.query(
    `insert into festive_pins (pin, amount, entry_id, loaded_by, loaded_at, assigned_at)
     select 'BENCHPIN' || e.member_id, e.amount, e.id, 'ops:bench', e.created_at - interval '2 days', e.created_at
     from festive_entries e where e.member_id between $1 and $2`,
    params.slice(0, 2),
  );
  await client.query(
    `insert into festive_pins (pin, amount, loaded_by, loaded_at)
     select 'BENCHLEFT' || i, case when i % 400 = 0 then 30 else 10 end, 'ops:bench', ${submittedAt('i', '1')}
     from generate_series($1::int, $2::int) as i where i % 200 = 0`,
    params,
  );
}
