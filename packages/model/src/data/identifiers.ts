/**
 * Names of a project's tables and columns. They become Postgres identifiers, so they are held to
 * a strict shape: lower-case letters, digits and underscores, starting with a letter or an
 * underscore, at most 63 bytes (Postgres' limit). They are still always quoted when written into
 * SQL; the shape keeps them portable to the external databases and readable in URLs.
 */
export const IDENTIFIER_PATTERN = /^[a-z_][a-z0-9_]*$/;
export const IDENTIFIER_MAX_LENGTH = 63;

/** Names a builder may not use: Postgres' system columns and our own prefixes. */
const RESERVED_NAMES = new Set(['oid', 'tableoid', 'xmin', 'xmax', 'cmin', 'cmax', 'ctid', 'select', 'order', 'limit', 'offset', 'or', 'and', 'not', 'on_conflict', 'columns']);

/** Why a table or column name is refused, or null when it is fine. */
export function identifierProblem(name: string, what: 'table' | 'column'): string | null {
  if (name.length === 0) return `Please enter a ${what} name.`;
  if (name.length > IDENTIFIER_MAX_LENGTH) return `A ${what} name has at most ${IDENTIFIER_MAX_LENGTH} characters.`;
  if (!IDENTIFIER_PATTERN.test(name)) {
    return `A ${what} name uses lower-case letters, digits and underscores, and starts with a letter or an underscore.`;
  }
  if (name.startsWith('pg_') || name.startsWith('_tessera') || RESERVED_NAMES.has(name)) return `"${name}" is reserved; choose another ${what} name.`;
  return null;
}
