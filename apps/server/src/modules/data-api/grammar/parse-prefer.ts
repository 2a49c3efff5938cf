import type { Preferences } from './ast.ts';
import { grammarError, quoteInput, type GrammarResult } from './errors.ts';

/** Every preference this data API applies, as written in the header. */
const applied = {
  count: ['exact', 'planned', 'estimated'],
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit'],
} as const;

type Known = keyof typeof applied;
const isKnown = (name: string): name is Known => Object.hasOwn(applied, name);
const isApplied = (name: Known, value: string): boolean => (applied[name] as readonly string[]).includes(value);

/** The value chosen for `name`, typed as one of its applied values. */
function pick<Name extends Known>(chosen: Map<Known, string>, name: Name): (typeof applied)[Name][number] | undefined {
  const allowed: readonly (typeof applied)[Name][number][] = applied[name];
  return allowed.find((candidate) => candidate === chosen.get(name));
}

/** The preferences of a request that sent no `Prefer` header. */
export const defaultPreferences = (): Preferences => ({ count: null, return: 'minimal', resolution: null, missing: 'null' });

/**
 * `Prefer:` as PostgREST reads it (RFC 7240): comma-separated `name=value`, spaces around each
 * ignored, the first of a name wins, anything unknown ignored. With `handling=strict` a preference
 * this server does not apply (`tx=rollback`, `timezone=…`, `max-affected=…`, anything unknown) is
 * refused with PGRST122 instead.
 */
export function parsePrefer(header: string | undefined): GrammarResult<Preferences> {
  if (header === undefined || header === '') return { ok: true, value: defaultPreferences() };
  const chosen = new Map<Known, string>();
  const notApplied: string[] = [];
  for (const preference of header.split(',').map((part) => part.trim())) {
    if (preference === '') continue;
    const equals = preference.indexOf('=');
    const name = equals < 0 ? preference : preference.slice(0, equals);
    const value = equals < 0 ? '' : preference.slice(equals + 1);
    if (!isKnown(name) || !isApplied(name, value)) notApplied.push(preference);
    else if (!chosen.has(name)) chosen.set(name, value);
  }
  if (pick(chosen, 'handling') === 'strict' && notApplied.length > 0) {
    return {
      ok: false,
      error: grammarError('PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${quoteInput(notApplied.join(', '), 60)}`),
    };
  }
  const defaults = defaultPreferences();
  return {
    ok: true,
    value: {
      count: pick(chosen, 'count') ?? defaults.count,
      return: pick(chosen, 'return') ?? defaults.return,
      resolution: pick(chosen, 'resolution') ?? defaults.resolution,
      missing: pick(chosen, 'missing') ?? defaults.missing,
    },
  };
}
