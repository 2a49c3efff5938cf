import { tableById, type DataModel, type DataTable } from '@tessera/model/data';

/** A table another can embed in `select=`, and how they relate. */
export interface Embeddable {
  /** The table embedded (its name is what `select=` writes: `tasks(…)`). */
  table: string;
  kind: 'to-one' | 'to-many' | 'many-to-many';
  /** The foreign key column, or the join table of a many-to-many relation. */
  via: string;
}

/**
 * What `table` can embed: the tables its foreign keys point at (to-one), the tables whose foreign
 * keys point at it (to-many) and, through a join table the diagram made, the tables it is joined
 * to (many-to-many).
 */
export function embeddablesOf(model: DataModel, table: DataTable): Embeddable[] {
  const toOne = table.columns.flatMap((column) => {
    const target = column.references ? tableById(model, column.references.tableId) : undefined;
    return target ? [{ table: target.name, kind: 'to-one' as const, via: column.name }] : [];
  });
  const toMany = model.tables.flatMap((other) =>
    other.columns.filter((column) => column.references?.tableId === table.id).map((column) => ({ table: other.name, kind: 'to-many' as const, via: column.name })),
  );
  const manyToMany = model.tables.flatMap((join) => {
    if (!join.joinFor) return [];
    const [first, second] = join.joinFor;
    const others = [...(first === table.id ? [second] : []), ...(second === table.id ? [first] : [])];
    return others.flatMap((otherId) => {
      const other = tableById(model, otherId);
      return other ? [{ table: other.name, kind: 'many-to-many' as const, via: join.name }] : [];
    });
  });
  return [...toOne, ...toMany, ...manyToMany];
}

/** One line per embeddable table, for a description. */
export function describeEmbeddables(embeddables: Embeddable[]): string {
  if (embeddables.length === 0) return 'This table has no related tables to embed.';
  const lines = embeddables.map(({ table, kind, via }) => `- ${table} (${kind}, ${kind === 'many-to-many' ? `through ${via}` : `via ${via}`})`);
  return `Related tables to embed, e.g. select=*,${embeddables[0]!.table}(*):\n${lines.join('\n')}`;
}
