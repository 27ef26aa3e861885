import { sql, type Kysely } from 'kysely';

/**
 * Daily rollups of the brand's reports (modules/reports), kept current by triggers on the rows they
 * count, so a report over a year reads a few thousand small rows at a million members instead of
 * every service of the year:
 *
 * - `report_service_days`: per Malaysian day (UTC+8) and workshop, the services submitted that day
 *   and those verified, rejected by a person, and expired (rejected by 'system') that day;
 * - `report_verify_hours`: per workshop, for each day a service was verified there, how many of the
 *   workshop's services verified up to and including that day took each time to verify, a histogram
 *   held cumulatively (`counts[b]` for bucket b). The period's histogram is the row of its last day
 *   less the row before its first: two rows per workshop, whatever the period's length, and the
 *   percentiles come from it. Its buckets (`report_verify_bucket`) are the precision: 6 minutes up
 *   to a day, 30 minutes up to 5 days, an hour up to 14 days; a longer time counts as 14 days;
 * - `report_pin_days`: per day and amount, reload PINs loaded and given that day; the stock left at
 *   a day's end is all loaded up to it less all given up to it.
 *
 * The triggers take their days from the rows' own timestamps, so a row written late (or backdated
 * by a test) lands on its day. `select report_rollups_rebuild()` recounts all three from the rows
 * (the bulk fill of `bench:scale`, which skips triggers, calls it; so can an operator).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table report_service_days (
      day date not null,
      workshop_id text not null,
      submitted integer not null default 0,
      verified integer not null default 0,
      rejected integer not null default 0,
      expired integer not null default 0,
      primary key (day, workshop_id)
    )
  `.execute(db);
  await sql`
    create table report_verify_hours (
      workshop_id text not null,
      day date not null,
      counts integer[] not null,
      primary key (workshop_id, day)
    )
  `.execute(db);
  await sql`
    create table report_pin_days (
      day date not null,
      amount integer not null,
      loaded integer not null default 0,
      given integer not null default 0,
      primary key (day, amount)
    )
  `.execute(db);

  await sql`
    create function report_day(at timestamptz) returns date language sql immutable as $$
      select (at at time zone 'UTC' + interval '8 hours')::date
    $$
  `.execute(db);
  // 1-based bucket of a time to verify; reports/store.ts names each bucket's hours (verifyBucketHours).
  await sql`
    create function report_verify_bucket(seconds double precision) returns integer language sql immutable as $$
      select 1 + case
        when h < 24 then round(h * 10)::int
        when h < 120 then 240 + round(h * 2)::int - 48
        when h < 336 then 432 + round(h)::int - 120
        else 648
      end
      from (select greatest(seconds, 0) / 3600 as h) as t
    $$
  `.execute(db);

  await sql`
    create function report_count_service(s services, sign integer) returns void language plpgsql as $$
    declare
      b integer;
      d date;
    begin
      insert into report_service_days as r (day, workshop_id, submitted) values (report_day(s.created_at), s.workshop_id, sign)
      on conflict (day, workshop_id) do update set submitted = r.submitted + sign;
      if s.decided_at is null or s.status not in (1, 2) or (s.status = 2 and s.decided_by is null) then
        return;
      end if;
      d := report_day(s.decided_at);
      insert into report_service_days as r (day, workshop_id, verified, rejected, expired)
      values (d, s.workshop_id,
        case when s.status = 1 then sign else 0 end,
        case when s.status = 2 and s.decided_by <> 'system' then sign else 0 end,
        case when s.status = 2 and s.decided_by = 'system' then sign else 0 end)
      on conflict (day, workshop_id) do update set
        verified = r.verified + excluded.verified, rejected = r.rejected + excluded.rejected, expired = r.expired + excluded.expired;
      if s.status <> 1 then
        return;
      end if;
      b := report_verify_bucket(extract(epoch from s.decided_at - s.created_at));
      insert into report_verify_hours (workshop_id, day, counts)
      select s.workshop_id, d, coalesce(
        (select counts from report_verify_hours where workshop_id = s.workshop_id and day < d order by day desc limit 1),
        array_fill(0, array[649]))
      on conflict do nothing;
      update report_verify_hours set counts[b] = counts[b] + sign where workshop_id = s.workshop_id and day >= d;
    end
    $$
  `.execute(db);
  await sql`
    create function report_services_rollup() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (old.workshop_id, old.status, old.created_at, old.decided_at, old.decided_by)
        is not distinct from (new.workshop_id, new.status, new.created_at, new.decided_at, new.decided_by) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform report_count_service(old, -1);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform report_count_service(new, 1);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger report_services_rollup after insert or update or delete on services
    for each row execute function report_services_rollup()
  `.execute(db);

  await sql`
    create function report_count_pin(p festive_pins, sign integer) returns void language plpgsql as $$
    begin
      insert into report_pin_days as r (day, amount, loaded) values (report_day(p.loaded_at), p.amount, sign)
      on conflict (day, amount) do update set loaded = r.loaded + sign;
      if p.assigned_at is not null then
        insert into report_pin_days as r (day, amount, given) values (report_day(p.assigned_at), p.amount, sign)
        on conflict (day, amount) do update set given = r.given + sign;
      end if;
    end
    $$
  `.execute(db);
  await sql`
    create function report_pins_rollup() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (old.amount, old.loaded_at, old.assigned_at) is not distinct from (new.amount, new.loaded_at, new.assigned_at) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform report_count_pin(old, -1);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform report_count_pin(new, 1);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger report_pins_rollup after insert or update or delete on festive_pins
    for each row execute function report_pins_rollup()
  `.execute(db);

  await sql`
    create function report_rollups_rebuild() returns void language plpgsql as $$
    declare
      shop text := null;
      running integer[];
      day_row record;
    begin
      delete from report_service_days;
      delete from report_verify_hours;
      delete from report_pin_days;
      insert into report_service_days (day, workshop_id, submitted, verified, rejected, expired)
      select day, workshop_id, sum(submitted), sum(verified), sum(rejected), sum(expired) from (
        select report_day(created_at) as day, workshop_id, count(*) as submitted, 0 as verified, 0 as rejected, 0 as expired
        from services group by 1, 2
        union all
        select report_day(decided_at), workshop_id, 0,
          count(*) filter (where status = 1), count(*) filter (where status = 2 and decided_by <> 'system'), count(*) filter (where status = 2 and decided_by = 'system')
        from services where decided_at is not null and status in (1, 2) group by 1, 2
      ) as parts group by day, workshop_id;
      -- Each workshop's days in order, each day's verifications added to the running histogram.
      for day_row in
        select workshop_id, report_day(decided_at) as day, array_agg(report_verify_bucket(extract(epoch from decided_at - created_at))) as buckets
        from services where status = 1 and decided_at is not null
        group by 1, 2 order by 1, 2
      loop
        if shop is distinct from day_row.workshop_id then
          shop := day_row.workshop_id;
          running := array_fill(0, array[649]);
        end if;
        for i in 1 .. array_length(day_row.buckets, 1) loop
          running[day_row.buckets[i]] := running[day_row.buckets[i]] + 1;
        end loop;
        insert into report_verify_hours (workshop_id, day, counts) values (shop, day_row.day, running);
      end loop;
      insert into report_pin_days (day, amount, loaded, given)
      select day, amount, sum(loaded), sum(given) from (
        select report_day(loaded_at) as day, amount, count(*) as loaded, 0 as given from festive_pins group by 1, 2
        union all
        select report_day(assigned_at), amount, 0, count(*) from festive_pins where assigned_at is not null group by 1, 2
      ) as parts group by day, amount;
    end
    $$
  `.execute(db);
  await sql`select report_rollups_rebuild()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger report_pins_rollup on festive_pins`.execute(db);
  await sql`drop trigger report_services_rollup on services`.execute(db);
  for (const fn of [
    'report_rollups_rebuild()',
    'report_pins_rollup()',
    'report_count_pin(festive_pins, integer)',
    'report_services_rollup()',
    'report_count_service(services, integer)',
    'report_verify_bucket(double precision)',
    'report_day(timestamptz)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  for (const table of ['report_pin_days', 'report_verify_hours', 'report_service_days']) await db.schema.dropTable(table).execute();
}
