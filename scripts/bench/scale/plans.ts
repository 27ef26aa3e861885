/**
 * Every query the API ran while measured, by its SQL text: how often, how slow its median run, and
 * what PostgreSQL plans for it. A sequential scan of a large table is flagged; a query whose median
 * run is slower than the threshold gets its plan printed as executed (EXPLAIN ANALYZE inside a transaction rolled back, so
 * a DELETE or UPDATE changes nothing and shows the foreign-key work it sets off).
 */
import type { LogEvent } from 'kysely';
import type pg from 'pg';

export interface QueryStats {
  sql: string;
  parameters: readonly unknown[];
  count: number;
  /** The median run's time: one slow run on a busy machine says little, most runs being slow says much. */
  medianMs: number;
  durations: number[];
}

/** Collects the queries the API runs while `recording` is on; Kysely's `log` option calls `record`. */
export class QueryLog {
  recording = false;
  readonly queries = new Map<string, QueryStats>();

  record = (event: LogEvent): void => {
    if (!this.recording || event.level !== 'query') return;
    const { sql, parameters } = event.query;
    const seen = this.queries.get(sql);
    if (!seen) this.queries.set(sql, { sql, parameters, count: 1, medianMs: event.queryDurationMillis, durations: [event.queryDurationMillis] });
    else {
      seen.count += 1;
      seen.durations.push(event.queryDurationMillis);
      const sorted = [...seen.durations].sort((a, b) => a - b);
      seen.medianMs = sorted[Math.floor(sorted.length / 2)];
    }
  };

  clear(): void {
    this.queries.clear();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Tables of at least this many rows (PostgreSQL's estimate) are large: scanning one whole is a defect. */
export const LARGE_TABLE_ROWS = 10_000;

export interface PlanFinding {
  query: QueryStats;
  /** Large tables the plan reads from start to end. */
  seqScans: string[];
  /** The plan as executed, when the query was slower than the threshold. */
  analyzed: string | null;
}

/** Plans every recorded query; answers those with a sequential scan of a large table or over `slowMs`. */
export async function findPlanProblems(client: pg.ClientBase, log: QueryLog, slowMs: number): Promise<PlanFinding[]> {
  const sizes = await tableSizes(client);
  const findings: PlanFinding[] = [];
  for (const query of log.queries.values()) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(query.sql)) continue;
    const parameters = [...query.parameters];
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${query.sql}`, parameters);
    const seqScans = [...new Set(seqScannedTables(rows[0]['QUERY PLAN'][0].Plan))].filter((table) => (sizes.get(table) ?? 0) >= LARGE_TABLE_ROWS);
    const analyzed = query.medianMs > slowMs ? await analyzedPlan(client, query.sql, parameters) : null;
    if (seqScans.length > 0 || analyzed) findings.push({ query, seqScans, analyzed });
  }
  return findings;
}

function seqScannedTables(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScannedTables)];
}

async function analyzedPlan(client: pg.ClientBase, sql: string, parameters: unknown[]): Promise<string> {
  await client.query('begin');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, parameters);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } catch (err) {
    return `(could not be planned again: ${(err as Error).message})`;
  } finally {
    await client.query('rollback');
  }
}

async function tableSizes(client: pg.ClientBase): Promise<Map<string, number>> {
  const { rows } = await client.query<{ relname: string; reltuples: number }>(
    `select relname, reltuples::float8 as reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.relname, row.reltuples]));
}
