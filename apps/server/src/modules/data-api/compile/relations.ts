import { primaryKeyOf, tableById, tableByName, type DataColumn, type DataModel, type DataTable } from '@tessera/model/data';
import { dataApiCodes, refuse } from '../data-api-error.ts';

/**
 * How an embedded table relates to the table it is embedded in (PostgREST's three kinds):
 * - toOne: `column` on the parent holds the embedded table's primary key (the parent's FK);
 * - toMany: `column` on the embedded table holds the parent's primary key;
 * - manyToMany: the join table holds both keys (`parentColumn` → parent, `column` → embedded).
 */
export type Relation =
  | { kind: 'toOne'; target: DataTable; column: DataColumn }
  | { kind: 'toMany'; target: DataTable; column: DataColumn }
  | { kind: 'manyToMany'; target: DataTable; join: DataTable; parentColumn: DataColumn; column: DataColumn };

const fkColumns = (table: DataTable, target: DataTable) => table.columns.filter((column) => column.references?.tableId === target.id);

function describe(parent: DataTable, relation: Relation): string {
  switch (relation.kind) {
    case 'toOne':
      return `${parent.name}.${relation.column.name} → ${relation.target.name} (many-to-one, hint !${relation.column.name})`;
    case 'toMany':
      return `${relation.target.name}.${relation.column.name} → ${parent.name} (one-to-many, hint !${relation.column.name})`;
    case 'manyToMany':
      return `${parent.name} ↔ ${relation.target.name} through ${relation.join.name} (many-to-many, hint !${relation.join.name})`;
  }
}

function candidatesBetween(model: DataModel, parent: DataTable, target: DataTable): Relation[] {
  const found: Relation[] = fkColumns(parent, target).map((column) => ({ kind: 'toOne', target, column }) as const);
  found.push(...fkColumns(target, parent).map((column) => ({ kind: 'toMany', target, column }) as const));
  if (parent !== target) {
    for (const join of model.tables) {
      if (!join.joinFor || join === parent || join === target) continue;
      const ids = new Set(join.joinFor);
      if (!ids.has(parent.id) || !ids.has(target.id)) continue;
      for (const parentColumn of fkColumns(join, parent)) {
        for (const column of fkColumns(join, target)) found.push({ kind: 'manyToMany', target, join, parentColumn, column });
      }
    }
  }
  return found;
}

function matchesHint(relation: Relation, hint: string): boolean {
  if (relation.kind === 'manyToMany') return relation.join.name === hint;
  return relation.column.name === hint;
}

/**
 * The relation an embed `name!hint(...)` means, by PostgREST's rules: `name` is a related
 * table (or a foreign-key column of the parent, for its to-one row); the hint picks among several
 * relations by foreign-key column or join table. None: 400 PGRST200. Several: 300 PGRST201
 * listing them, so the client can add a hint.
 */
export function resolveRelation(model: DataModel, parent: DataTable, name: string, hint: string | null): Relation {
  const target = tableByName(model, name);
  let candidates: Relation[];
  if (target) {
    candidates = candidatesBetween(model, parent, target);
  } else {
    const fkColumn = parent.columns.find((column) => column.name === name && column.references);
    const referenced = fkColumn?.references ? tableById(model, fkColumn.references.tableId) : undefined;
    candidates = fkColumn && referenced ? [{ kind: 'toOne', target: referenced, column: fkColumn }] : [];
  }
  if (hint !== null) candidates = candidates.filter((relation) => matchesHint(relation, hint));
  if (candidates.length === 0) {
    refuse(400, dataApiCodes.relationNotFound, `Could not find a relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''}`, null, target ? 'Draw a relation between the two tables in the data diagram.' : `There is no table named '${name}'.`);
  }
  if (candidates.length > 1) {
    refuse(300, dataApiCodes.relationAmbiguous, `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`, candidates.map((relation) => describe(parent, relation)).join('; '), `Try changing '${name}' to one of: ${candidates.map((relation) => `${name}!${relation.kind === 'manyToMany' ? relation.join.name : relation.column.name}`).join(', ')}`);
  }
  return candidates[0]!;
}

/** The column of `relation`'s parent side that the relation joins on. */
export function parentKeyOf(parent: DataTable, relation: Relation): DataColumn {
  return relation.kind === 'toOne' ? relation.column : primaryKeyOf(parent);
}
