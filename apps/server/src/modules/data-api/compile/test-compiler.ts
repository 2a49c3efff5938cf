import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Sql } from './sql-parts.ts';

/** A Kysely that only compiles (no database), for tests of the SQL the compiler writes. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The SQL text and parameters of a compiled piece. */
export function compiled(piece: Sql): { sql: string; parameters: readonly unknown[] } {
  const { sql, parameters } = piece.compile(compiler);
  return { sql, parameters };
}
