import type { ExternalColumnType } from '@tessera/model/connectors';

/**
 * Postgres types (the base type's `typname`, a domain read as its base) as Tessera's column
 * types; `unknown` where none fits (time, interval, bytea, arrays, geometric, network…).
 */
const postgresTypes: Record<string, ExternalColumnType> = {
  int2: 'integer',
  int4: 'integer',
  int8: 'integer',
  numeric: 'decimal',
  float4: 'decimal',
  float8: 'decimal',
  text: 'longText',
  varchar: 'text',
  bpchar: 'text',
  name: 'text',
  citext: 'text',
  bool: 'boolean',
  date: 'date',
  timestamp: 'dateTime',
  timestamptz: 'dateTime',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'json',
};

/** `category` is pg_type.typcategory: `E` an enum type, `A` an array. */
export function postgresColumnType(typeName: string, category: string): ExternalColumnType {
  if (category === 'E') return 'enum';
  if (category === 'A') return 'unknown';
  return postgresTypes[typeName] ?? 'unknown';
}

const mysqlTypes: Record<string, ExternalColumnType> = {
  tinyint: 'integer',
  smallint: 'integer',
  mediumint: 'integer',
  int: 'integer',
  integer: 'integer',
  bigint: 'integer',
  decimal: 'decimal',
  numeric: 'decimal',
  float: 'decimal',
  double: 'decimal',
  char: 'text',
  varchar: 'text',
  tinytext: 'longText',
  text: 'longText',
  mediumtext: 'longText',
  longtext: 'longText',
  date: 'date',
  datetime: 'dateTime',
  timestamp: 'dateTime',
  json: 'json',
  uuid: 'uuid',
  enum: 'enum',
};

/**
 * MySQL/MariaDB types (`DATA_TYPE`, with `COLUMN_TYPE` for `tinyint(1)`, the boolean) as
 * Tessera's column types. `isJson`: MariaDB's JSON is a LONGTEXT held by a `json_valid` check.
 * A char(36) stays text: nothing holds it to the uuid form.
 */
export function mysqlColumnType(dataType: string, columnType: string, isJson: boolean): ExternalColumnType {
  const type = dataType.toLowerCase();
  if (isJson) return 'json';
  if (type === 'tinyint' && /^tinyint\(1\)/i.test(columnType)) return 'boolean';
  if (type === 'bit' && /^bit\(1\)$/i.test(columnType)) return 'boolean';
  return mysqlTypes[type] ?? 'unknown';
}
