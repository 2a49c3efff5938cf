import type { TextRows } from '../../db/statement-batch.ts';

/**
 * A page of plain rows written as JSON text, byte for byte what Postgres'
 * `coalesce(array_to_json(array_agg(row)), '[]')` answers for the same rows, from each value's
 * text as the database sent it (no type parsing) and its column's type:
 * - text, uuid: a JSON string, escaped as Postgres' `escape_json` does (`"`, `\`, `\b \f \n \r \t`,
 *   other characters below U+0020 as `\u00xx`, everything else as is), which is what
 *   `JSON.stringify` does for any string Postgres can hold (UTF-8, so no lone surrogates);
 * - bigint (and the other integers): the number's text;
 * - numeric: its text when it is a JSON number, else (`NaN`, `Infinity`, `-Infinity`) a string;
 * - boolean: `t`/`f` as `true`/`false`;
 * - json, jsonb: the text as is (jsonb's text is already `to_json`'s);
 * - null: `null`.
 * Dates and date-times are selected as `to_json(…)` by the compiler (`compile/select-list.ts`), so
 * they arrive as json: their text is the database's own, whatever the session's DateStyle, and
 * time zone, infinity and BC years are written by Postgres. Any other type is refused: the page
 * would differ from the database's JSON.
 */
export function rowsAsJson(page: TextRows): string {
  if (page.rows.length === 0) return '[]';
  const keys = page.fields.map((field, index) => `${index === 0 ? '{' : ','}${JSON.stringify(field.name)}:`);
  const writers = page.fields.map((field) => valueWriter(field.dataTypeID, field.name));
  const columns = keys.length;
  let out = '[';
  for (let r = 0; r < page.rows.length; r++) {
    const row = page.rows[r]!;
    if (r > 0) out += ',';
    if (columns === 0) {
      out += '{}';
      continue;
    }
    for (let c = 0; c < columns; c++) {
      const value = row[c];
      out += keys[c]! + (value === null || value === undefined ? 'null' : writers[c]!(value));
    }
    out += '}';
  }
  return `${out}]`;
}

/** Type OIDs of the values a plain page may hold (`pg_type.oid`, fixed for built-in types). */
const OID = { bool: 16, int8: 20, int2: 21, int4: 23, text: 25, json: 114, varchar: 1043, numeric: 1700, uuid: 2950, jsonb: 3802 } as const;

/** A JSON number as Postgres' JSON lexer reads one (`IsValidJsonNumber`). */
const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

const asString = (text: string) => JSON.stringify(text);
const asIs = (text: string) => text;
const asNumeric = (text: string) => (JSON_NUMBER.test(text) ? text : JSON.stringify(text));
const asBoolean = (text: string) => {
  if (text === 't') return 'true';
  if (text === 'f') return 'false';
  throw new Error(`a boolean answered as ${JSON.stringify(text)}`);
};

function valueWriter(oid: number, name: string): (text: string) => string {
  switch (oid) {
    case OID.text:
    case OID.varchar:
    case OID.uuid:
      return asString;
    case OID.int2:
    case OID.int4:
    case OID.int8:
    case OID.json:
    case OID.jsonb:
      return asIs;
    case OID.numeric:
      return asNumeric;
    case OID.bool:
      return asBoolean;
    default:
      throw new Error(`the column ${JSON.stringify(name)} has a type (oid ${oid}) a plain page cannot write as JSON`);
  }
}
