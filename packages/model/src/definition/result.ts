/**
 * The result of a pure definition function that can fail for an expected reason (spec rule,
 * bad input). Broken invariants still throw; everything a user can cause comes back as a value.
 */
export type Result<T, E = DefinitionError> = { ok: true; value: T } | { ok: false; error: E };

/**
 * An expected failure: a stable `code`, an English `message` (logs, API answers), the `params`
 * a translated text of the code fills in (the studio shows those), and where known the `path` of
 * the first problem in the document (`screens[0].root.children[2].props.text`).
 */
export interface DefinitionError {
  code: string;
  message: string;
  params?: RefusalParams;
  path?: string;
}

/** The values a refusal's translated text names (element types, ids, field paths). */
export type RefusalParams = Record<string, string | number>;

/** Formats a zod-style path (`['screens', 0, 'root']`) as `screens[0].root`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** A failure value, for brevity at return sites. */
export function fail(code: string, message: string, path?: string, params?: RefusalParams): { ok: false; error: DefinitionError } {
  const error: DefinitionError = { code, message };
  if (params !== undefined) error.params = params;
  if (path !== undefined) error.path = path;
  return { ok: false, error };
}
