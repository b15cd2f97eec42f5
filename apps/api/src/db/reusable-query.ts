import type { DialectAdapter } from 'kysely';
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { readNowIfFree } from './sqlite-free-reads';

/** A stand-in value per parameter: unique strings that no real value can equal. */
const marker = (index: number) => `\u0000reusable-query-parameter-${index}\u0000`;

type Slot = { argument: number } | { value: unknown };
interface Compiled {
  sql: string;
  slots: Slot[];
}

/** Compiles a builder once with stand-ins for its `arity` arguments, and where each is bound. */
function compileWithMarkers(arity: number, build: (markers: string[]) => Compilable<unknown>): Compiled {
  const markers = Array.from({ length: arity }, (_, index) => marker(index));
  const query = build(markers).compile();
  const slots: Slot[] = query.parameters.map((value) => {
    const argument = markers.indexOf(value as string);
    return argument >= 0 ? { argument } : { value };
  });
  if (slots.filter((slot) => 'argument' in slot).length !== arity) {
    throw new Error('reusableQuery: every argument must be bound exactly once');
  }
  return { sql: query.sql, slots };
}

async function run<Row>(db: Kysely<unknown>, compiled: Compiled, args: readonly unknown[]): Promise<Row[]> {
  const parameters = compiled.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.value));
  const now = readNowIfFree<Row>(db, compiled.sql, parameters);
  if (now) return now;
  const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
  return result.rows;
}

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
  const compiledFor = new WeakMap<DialectAdapter, Compiled>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = compileWithMarkers(args.length, (markers) => build(db, ...(markers as Args)));
      compiledFor.set(adapter, compiled);
    }
    return run<Row>(db as Kysely<unknown>, compiled, args);
  };
}

/** Shapes kept per dialect: a list query's shapes are its list lengths, few in practice. */
const MAX_SHAPES = 64;

/**
 * A hot query whose shape depends on how many values it is given (`in (…)` a list of people, one
 * condition per document subject): compiled once per dialect and shape, then only bound. The
 * shape is a small text or number that, with the count of values, decides the SQL (`3` for three
 * people); the builder receives it and stand-ins for the values, and must bind each value once.
 * Past MAX_SHAPES shapes the query is compiled on each call, so no caller can grow the cache.
 */
export function reusableListQuery<Db, Shape extends string | number, Row>(
  build: (db: Kysely<Db>, shape: Shape, values: string[]) => Compilable<Row>,
): (db: Kysely<Db>, shape: Shape, values: readonly string[]) => Promise<Row[]> {
  const compiledFor = new WeakMap<DialectAdapter, Map<string, Compiled>>();
  return async (db, shape, values) => {
    const adapter = db.getExecutor().adapter;
    let shapes = compiledFor.get(adapter);
    if (!shapes) {
      shapes = new Map();
      compiledFor.set(adapter, shapes);
    }
    const key = `${shape}/${values.length}`;
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = compileWithMarkers(values.length, (markers) => build(db, shape, markers));
      if (shapes.size < MAX_SHAPES) shapes.set(key, compiled);
    }
    return run<Row>(db as Kysely<unknown>, compiled, values);
  };
}
