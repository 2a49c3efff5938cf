/**
 * The column types a builder picks in the data diagram, and the Postgres type each is stored as.
 * `enum` is text held to its values by a CHECK constraint (values can change without a type
 * rewrite); `file` is text holding a file or image reference (a storage key or a URL).
 */
export const columnTypes = ['text', 'longText', 'integer', 'decimal', 'boolean', 'date', 'dateTime', 'uuid', 'json', 'enum', 'file'] as const;
export type ColumnTypeName = (typeof columnTypes)[number];

export const postgresTypeOf: Record<ColumnTypeName, string> = {
  text: 'text',
  longText: 'text',
  integer: 'bigint',
  decimal: 'numeric',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'timestamptz',
  uuid: 'uuid',
  json: 'jsonb',
  enum: 'text',
  file: 'text',
};

/** The types a primary key may have: a random uuid or a generated integer. */
export const primaryKeyTypes = ['uuid', 'integer'] as const satisfies readonly ColumnTypeName[];
export type PrimaryKeyType = (typeof primaryKeyTypes)[number];

/** At most this many values in an enum column, each at most this long. */
export const MAX_ENUM_VALUES = 100;
export const MAX_ENUM_VALUE_LENGTH = 100;
