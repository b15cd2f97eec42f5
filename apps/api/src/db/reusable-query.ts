import type { DialectAdapter } from 'kysely';
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/** A stand-in value per parameter: unique strings that no real value can equal. */
const marker = (index: number) => `\u0000reusable-query-parameter-${index}\u0000`;

type Slot = { argument: number } | { value: unknown };

/**
 * A hot query whose shape never changes, built and compiled once per SQL dialect: later calls
 * only bind new values into the same SQL, on whichever connection or transaction they are
 * given. Building and compiling with Kysely costs more than running a small query on SQLite,
 * and every authenticated request runs a few of these. The builder receives stand-ins for its
 * arguments and must pass each to Kysely as a bound value, unchanged.
 */
export function reusableQuery<Db, Args extends string[], Row>(
  build: (db: Kysely<Db>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Db>, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<DialectAdapter, { sql: string; slots: Slot[] }>();

  function compile(db: Kysely<Db>, arity: number) {
    const markers = Array.from({ length: arity }, (_, index) => marker(index)) as Args;
    const query = build(db, ...markers).compile();
    const slots: Slot[] = query.parameters.map((value) => {
      const argument = markers.indexOf(value as string);
      return argument >= 0 ? { argument } : { value };
    });
    if (slots.filter((slot) => 'argument' in slot).length !== arity) {
      throw new Error('reusableQuery: every argument must be bound exactly once');
    }
    return { sql: query.sql, slots };
  }

  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = compile(db, args.length);
      compiledFor.set(adapter, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
