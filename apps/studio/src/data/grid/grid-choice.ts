import type { ExternalTableRef } from '../open-in-grid.ts';

/** The table open in the grid: one of the project's (by id), or a connected database's. */
export type GridChoice = { kind: 'project'; tableId: string } | ({ kind: 'external' } & ExternalTableRef);

/** The picker's value of a choice (`project:<id>`, `external:<table>` within the open connector). */
export function choiceValue(choice: GridChoice): string {
  return choice.kind === 'project' ? `project:${choice.tableId}` : `external:${choice.table}`;
}

/**
 * The choice a picker value names: a project table, or another table of the connected database
 * already open (`current`); null for a value that names neither.
 */
export function choiceOfValue(value: string, current: GridChoice | null): GridChoice | null {
  if (value.startsWith('project:')) return { kind: 'project', tableId: value.slice('project:'.length) };
  if (value.startsWith('external:') && current?.kind === 'external') return { ...current, table: value.slice('external:'.length) };
  return null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A choice as kept in the tab's storage: JSON of the choice; a bare id (what the grid kept before
 * it opened connected tables) is a project table. Anything else is no choice.
 */
export function parseStoredChoice(stored: string | null): GridChoice | null {
  if (stored === null || stored === '') return null;
  if (!stored.startsWith('{')) return { kind: 'project', tableId: stored };
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    if (value.kind === 'project' && isText(value.tableId)) return { kind: 'project', tableId: value.tableId };
    if (value.kind === 'external' && isText(value.connectorId) && isText(value.table) && typeof value.connectorName === 'string' && (value.schema === null || isText(value.schema))) {
      return { kind: 'external', connectorId: value.connectorId, connectorName: value.connectorName, schema: value.schema, table: value.table };
    }
  } catch {
    // Not JSON: no choice.
  }
  return null;
}

/** Where the table last open in the grid is kept per project, for the tab's lifetime. */
const choiceMemoryKey = (projectId: string) => `tessera.dataGrid.table.${projectId}`;

export function rememberedChoice(projectId: string): GridChoice | null {
  try {
    return parseStoredChoice(window.sessionStorage.getItem(choiceMemoryKey(projectId)));
  } catch {
    return null;
  }
}

export function rememberChoice(projectId: string, choice: GridChoice): void {
  try {
    window.sessionStorage.setItem(choiceMemoryKey(projectId), JSON.stringify(choice));
  } catch {
    // Storage blocked: the grid opens the first table next time.
  }
}
