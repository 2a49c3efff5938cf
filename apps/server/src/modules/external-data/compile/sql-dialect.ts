import type { SqlConnectorKind } from '@tessera/model/connectors';
import {
  DefaultQueryCompiler,
  DummyDriver,
  Kysely,
  MssqlAdapter,
  MssqlIntrospector,
  MssqlQueryCompiler,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import { OracleQueryCompiler } from '../../sql-connectors/oracle-query-compiler.ts';

/** The database an external table lives in; each writes its own SQL. */
export type SqlDialect = SqlConnectorKind;

/** A piece of SQL: identifiers through `sql.id`, values as parameters. */
export type Sql = RawBuilder<unknown>;

/** A statement ready for the connector's driver: the text with the dialect's placeholders and its values in order. */
export interface CompiledStatement {
  sql: string;
  parameters: readonly unknown[];
}

/** A Kysely per dialect that only compiles (its driver never connects). */
function compilerOnly(parts: { adapter: () => PostgresAdapter | MysqlAdapter | MssqlAdapter; compiler: () => DefaultQueryCompiler; introspector: (db: Kysely<unknown>) => PostgresIntrospector | MysqlIntrospector | MssqlIntrospector }): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect: {
      createAdapter: parts.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: parts.introspector,
      createQueryCompiler: parts.compiler,
    },
  });
}

const compilers: Record<SqlDialect, Kysely<unknown>> = {
  postgres: compilerOnly({ adapter: () => new PostgresAdapter(), compiler: () => new PostgresQueryCompiler(), introspector: (db) => new PostgresIntrospector(db) }),
  mysql: compilerOnly({ adapter: () => new MysqlAdapter(), compiler: () => new MysqlQueryCompiler(), introspector: (db) => new MysqlIntrospector(db) }),
  mssql: compilerOnly({ adapter: () => new MssqlAdapter(), compiler: () => new MssqlQueryCompiler(), introspector: (db) => new MssqlIntrospector(db) }),
  // The adapter only matters to a driver that runs queries; this one never does.
  oracle: compilerOnly({ adapter: () => new PostgresAdapter(), compiler: () => new OracleQueryCompiler(), introspector: (db) => new PostgresIntrospector(db) }),
};

/** The text and parameters of a piece in a dialect's quoting and placeholder style. */
export function compileIn(dialect: SqlDialect, piece: Sql): CompiledStatement {
  const { sql, parameters } = piece.compile(compilers[dialect]);
  return { sql, parameters };
}
