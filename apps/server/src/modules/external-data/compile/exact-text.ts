import type { ExternalColumn } from '@tessera/model/connectors';
import { sql } from 'kysely';
import type { Sql, SqlDialect } from './sql-dialect.ts';

/** SQL Server's exact decimal types, which tedious would hand over as doubles (digits lost). */
const mssqlExactDecimal = /^(decimal|numeric|money|smallmoney)\b/i;

/** Whether the dialect's driver would lose digits of this column's values unless they are selected as text. */
export function selectsAsText(dialect: SqlDialect, column: ExternalColumn): boolean {
  return dialect === 'mssql' && column.type === 'decimal' && mssqlExactDecimal.test(column.databaseType);
}

/**
 * A column's value as the select list reads it: as it is, or, where the driver would lose digits
 * (SQL Server's decimal, numeric and money, which tedious reads as doubles), as its exact text,
 * which the route answers as a number like a Postgres numeric. `money` keeps its 4 decimals
 * (style 2). `value` is the column's reference (`"total"`, `inserted."total"`).
 */
export function exactValueSql(dialect: SqlDialect, column: ExternalColumn, value: Sql): Sql {
  if (!selectsAsText(dialect, column)) return value;
  return /money/i.test(column.databaseType) ? sql`convert(varchar(100), ${value}, 2)` : sql`convert(varchar(100), ${value})`;
}
