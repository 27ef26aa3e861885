import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database';

type Slot = { argument: number } | { constant: unknown };

interface Template {
  sql: string;
  slots: Slot[];
}

/**
 * A query that Kysely builds and compiles once per database, then runs with each call's own values.
 * For the hottest path only (the status poll, every 3.5 s per member on step 4), where building the
 * same query again on every call was about a sixth of the server's main-thread work.
 *
 * `build` receives stand-ins for its arguments: it must pass each one to Kysely as a value, never
 * look at it, and make the same text whatever the values (no lists, no branches on an argument).
 */
export function compiledOnce<Args extends unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>): (db: Db, ...args: Args) => Promise<Row[]> {
  const templates = new WeakMap<Db, Template>();
  return async (db, ...args) => {
    let template = templates.get(db);
    if (!template) {
      template = compile(db, build, args.length);
      templates.set(db, template);
    }
    const parameters = template.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}

function compile<Args extends unknown[], Row>(db: Db, build: (db: Db, ...args: Args) => Compilable<Row>, count: number): Template {
  const standIns = Array.from({ length: count }, (_, i) => `\u0000argument ${i}\u0000`);
  const compiled = build(db, ...(standIns as Args)).compile();
  const slots = compiled.parameters.map((value): Slot => {
    const argument = standIns.indexOf(value as string);
    return argument >= 0 ? { argument } : { constant: value };
  });
  const unused = standIns.filter((_, i) => !slots.some((slot) => 'argument' in slot && slot.argument === i));
  if (unused.length > 0 || standIns.some((standIn) => compiled.sql.includes(standIn))) {
    throw new Error('compiledOnce: every argument must reach the query as a parameter, once or more');
  }
  return { sql: compiled.sql, slots };
}
