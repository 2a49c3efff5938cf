import { columnById, columnByName, type DataModel, tableById, tableByName } from '@tessera/model/data';
import { canonicalJson, type ReleaseContent } from './release-content.ts';
import { appReferences } from './release-references.ts';

/**
 * What a release names that live's schema no longer has, one sentence each (empty: it fits):
 * the tables and columns of its screens' bindings and actions (by name) and of its project
 * tables' access rules (by id, named as they were when published). Also each project table whose
 * access rules on live are not the ones the release was published with, or that live has and the
 * release did not: a rollback never changes live's model, so those rules stay as live has them
 * (a builder rolling back a release that opened a table must be told the table stays open).
 * Connected tables are another database's and are not checked here (a rollback restores their rules).
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
    if (canonicalJson(rule.access) !== canonicalJson(table.access)) {
      warnings.push(`The access rules of table ${table.name} on live are not the ones it was published with; rolling back does not change them.`);
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
  const heldTables = new Set(content.accessRules.map((rule) => rule.tableId));
  for (const table of live.tables) {
    if (!heldTables.has(table.id)) warnings.push(`Table ${table.name}, added to live's data model since, keeps its own access rules.`);
  }
  return warnings;
}
