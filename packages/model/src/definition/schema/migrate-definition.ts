import { produce } from 'immer';
import { fail, formatPath, type Result } from '../result.ts';
import { definitionMigrations, type DefinitionMigration } from './migrations.ts';
import { findTreeLimitBreach } from './tree-limits.ts';
import { CURRENT_SCHEMA_VERSION, projectDefinitionSchema, type ProjectDefinition } from './project-definition.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Brings a stored app definition of any known version up to `CURRENT_SCHEMA_VERSION`, then checks
 * it against the schema. Never throws and never mutates `doc`; a refusal names the path of the
 * first problem (`screens[0].root.id`). Screen trees past the tree limits are refused first,
 * without recursion.
 *
 * @example
 * const loaded = migrateDefinition(JSON.parse(row.definition));
 * if (!loaded.ok) return reply.code(400).send(loaded.error);
 */
export function migrateDefinition(
  doc: unknown,
  migrations: readonly DefinitionMigration[] = definitionMigrations,
  currentVersion: number = CURRENT_SCHEMA_VERSION,
): Result<ProjectDefinition> {
  if (!isRecord(doc)) return fail('not-an-object', 'A definition must be a JSON object.', '');
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('bad-schema-version', 'schemaVersion must be a whole number from 1 on.', 'schemaVersion');
  }
  if (version > currentVersion) {
    return fail(
      'newer-schema-version',
      `This definition has schema version ${version}; this build reads up to ${currentVersion}.`,
      'schemaVersion',
    );
  }
  // Before any step: Immer and the schema walk a tree recursively.
  const screens = Array.isArray(doc.screens) ? doc.screens : [];
  for (const [index, screen] of screens.entries()) {
    const breach = isRecord(screen) ? findTreeLimitBreach(screen.root) : null;
    if (breach) {
      const path = formatPath(['screens', index, 'root', ...breach.path]);
      return fail(breach.code, `${path}: ${breach.message}`, path);
    }
  }
  let current: Record<string, unknown> = doc;
  for (let from = version; from < currentVersion; from++) {
    const step = migrations.find((migration) => migration.from === from);
    // A gap in the list is a programming error, not a bad document.
    if (!step) throw new Error(`No definition migration from schema version ${from}`);
    current = produce(current, (draft) => {
      step.up(draft);
      draft.schemaVersion = from + 1;
    });
  }
  const parsed = projectDefinitionSchema.safeParse(current);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? formatPath(issue.path) : '';
    return fail('invalid-definition', `${path || 'definition'}: ${issue?.message ?? 'invalid'}`, path);
  }
  return { ok: true, value: parsed.data };
}
