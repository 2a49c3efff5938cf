/**
 * Limits of one data API request's query string, checked by the parser before anything reaches the
 * compiler. They bound the parser's own work (recursion depth, list sizes) and the SQL a request
 * can ask for; past any of them the request is refused with a 400 naming the limit.
 */

/** The raw query string (after `?`, still percent-encoded), in bytes. */
export const MAX_QUERY_BYTES = 8192;

/** Conditions in all filters together, counting each condition inside `or=(…)`/`and=(…)`. */
export const MAX_FILTERS = 100;

/** How deep `and(…)`/`or(…)` groups may nest: `or=(a.eq.1)` is depth 1. */
export const MAX_LOGIC_DEPTH = 8;

/** How deep embeds may nest in `select=`: `tasks(comments(id))` is depth 2. */
export const MAX_EMBED_DEPTH = 4;

/** Items of `select=`, counting `*`, columns and embeds at every depth. */
export const MAX_SELECT_ITEMS = 200;

/** Items of one `in.(…)` list. */
export const MAX_IN_ITEMS = 1000;

/** Characters of one filter value (after percent-decoding), and of each `in` item. */
export const MAX_VALUE_LENGTH = 1000;

/** The most of the request's own text an error message quotes, in characters. */
export const MAX_ECHO_LENGTH = 100;
