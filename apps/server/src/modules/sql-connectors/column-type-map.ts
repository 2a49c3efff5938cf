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

const mssqlTypes: Record<string, ExternalColumnType> = {
  tinyint: 'integer',
  smallint: 'integer',
  int: 'integer',
  bigint: 'integer',
  decimal: 'decimal',
  numeric: 'decimal',
  money: 'decimal',
  smallmoney: 'decimal',
  float: 'decimal',
  real: 'decimal',
  bit: 'boolean',
  char: 'text',
  varchar: 'text',
  nchar: 'text',
  nvarchar: 'text',
  text: 'longText',
  ntext: 'longText',
  date: 'date',
  datetime: 'dateTime',
  datetime2: 'dateTime',
  smalldatetime: 'dateTime',
  datetimeoffset: 'dateTime',
  uniqueidentifier: 'uuid',
  json: 'json',
};

/**
 * SQL Server types (INFORMATION_SCHEMA's `DATA_TYPE`, an alias type read as its base) as
 * Tessera's column types; `maxLength` -1 is `(max)`, a long text. `unknown` where none fits
 * (time, binary, xml, spatial, sql_variant…).
 */
export function mssqlColumnType(dataType: string, maxLength: number | null): ExternalColumnType {
  const type = dataType.toLowerCase();
  if ((type === 'varchar' || type === 'nvarchar') && maxLength === -1) return 'longText';
  return mssqlTypes[type] ?? 'unknown';
}

const oracleTypes: Record<string, ExternalColumnType> = {
  float: 'decimal',
  binary_float: 'decimal',
  binary_double: 'decimal',
  varchar2: 'text',
  nvarchar2: 'text',
  char: 'text',
  nchar: 'text',
  clob: 'longText',
  nclob: 'longText',
  long: 'longText',
  date: 'dateTime',
  json: 'json',
  boolean: 'boolean',
};

/**
 * Oracle types (ALL_TAB_COLUMNS' `DATA_TYPE`, precision and scale) as Tessera's column types.
 * NUMBER with scale 0 is a whole number, NUMBER(1) the usual boolean (Oracle has BOOLEAN only
 * from 23ai), any other NUMBER a decimal; DATE holds a time of day, so it is a date-time, as every
 * TIMESTAMP is. `unknown` where none fits (RAW, BLOB, INTERVAL, ROWID, XMLTYPE…).
 */
export function oracleColumnType(dataType: string, precision: number | null, scale: number | null): ExternalColumnType {
  const type = dataType.toLowerCase();
  if (type === 'number') {
    if (scale === 0 && precision === 1) return 'boolean';
    return scale === 0 ? 'integer' : 'decimal';
  }
  if (type.startsWith('timestamp')) return 'dateTime';
  return oracleTypes[type] ?? 'unknown';
}
