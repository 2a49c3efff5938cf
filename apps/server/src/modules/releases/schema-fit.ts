import { columnById, columnByName, type DataModel, tableById, tableByName } from '@tessera/model/data';
import type { ReleaseContent } from './release-content.ts';
import { appReferences } from './release-references.ts';

/**
 * What a release names that live's schema no longer has, one sentence each (empty: it fits):
 * the tables and columns of its screens' bindings and actions (by name) and of its project
 * tables' access rules (by id, named as they were when published). Connected tables are another
 * database's and are not checked here.
 */
export function schemaFitWarnings(content: ReleaseContent, live: DataModel): string[] {
  const warnings: string[] = [];
  const references = appReferences(content.screens);
  for (const [tableName, columns] of [...references.tables].sort(([a], [b]) => a.localeCompare(b))) {
    const table = tableByName(live, tableName);
    if (!table) {
      warnings.push(`Table ${tableName}, used by its screens, is not in live's data model.`);
      continue;
    }
    for (const column of [...columns].sort()) {
      if (!columnByName(table, column)) warnings.push(`Column ${tableName}.${column}, used by its screens, is not in live's data model.`);
    }
  }
  for (const rule of content.accessRules) {
    const table = tableById(live, rule.tableId);
    if (!table) {
      warnings.push(`Table ${rule.table}, whose access rules it holds, is not in live's data model.`);
      continue;
    }
    const { read, insert, update, delete: remove, ownerColumnId } = rule.access;
    const named = new Set<string>();
    if (ownerColumnId !== null) named.add(ownerColumnId);
    for (const accessRule of [read, insert, update, remove]) {
      for (const clause of accessRule.condition) named.add(clause.columnId);
      for (const columnId of accessRule.columnIds ?? []) named.add(columnId);
    }
    for (const columnId of [...named].sort()) {
      if (!columnById(table, columnId)) warnings.push(`Column ${rule.table}.${rule.columnNames[columnId] ?? columnId}, named by its access rules, is not in live's data model.`);
    }
  }
  return warnings;
}
