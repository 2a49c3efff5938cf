import type { SelectGroup, SelectOption } from '../../../../ui/index.ts';
import type { ActionTargets } from './action-targets.ts';

/** A table as a picker stores it: one of the data model, or (`connectorId`) of a connected database. */
export interface TableChoice {
  table: string;
  connectorId?: string | undefined;
}

/** Keys of connected tables start with a character no table name of the data model has. */
const CONNECTED = '\u0001';

/** The picker key of a table: the data model's by its name, a connected one by its connector and name. */
export function tableChoiceKey(choice: TableChoice): string {
  return choice.connectorId ? `${CONNECTED}${choice.connectorId}\u0001${choice.table}` : choice.table;
}

/** The table a picker key names (`tableChoiceKey` read back). */
export function tableOfChoiceKey(key: string): TableChoice {
  if (!key.startsWith(CONNECTED)) return { table: key };
  const [connectorId = '', table = ''] = key.slice(1).split('\u0001');
  return { table, connectorId };
}

/**
 * The options of a table picker: the data model's tables, then (when `withConnected`) one group
 * per connector of the project's connected tables (those it has access rules for), as a bound
 * repeater or a `query` action may read them. `null` when the data model's tables are not known.
 */
export function tableChoices(targets: Pick<ActionTargets, 'tables' | 'connectedTables'>, withConnected: boolean, dataModelLabel: string): (SelectOption | SelectGroup)[] | null {
  if (targets.tables === null) return null;
  const own = targets.tables.map((table) => ({ value: table.name, label: table.name }));
  const connected = withConnected ? (targets.connectedTables ?? []) : [];
  if (connected.length === 0) return own;
  const groups = new Map<string, { label: string; options: SelectOption[] }>();
  for (const entry of connected) {
    const group = groups.get(entry.connectorId) ?? { label: entry.connectorName, options: [] };
    group.options.push({ value: tableChoiceKey(entry), label: entry.table });
    groups.set(entry.connectorId, group);
  }
  return [...(own.length > 0 ? [{ label: dataModelLabel, options: own }] : []), ...groups.values()];
}
