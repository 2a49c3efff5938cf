import { tableElement } from '@tessera/model/definition';
import { type ReactNode, useMemo, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useAppHost } from '../../context/app-host-context.ts';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { ChoiceMark } from '../inputs/ChoiceMark.tsx';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { hasActions } from '../shared/has-actions.ts';
import { Pager } from './Pager.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { type TableColumn, validColumns } from './table-columns.ts';
import { useDataQuery } from './use-data-query.ts';

const PREVIEW_ROWS = [0, 1, 2];
const NONE: ReadonlySet<number> = new Set();

/** A tick of the selection column: a checkbox when it can be pressed, a plain mark otherwise. */
function Tick({ selected, label, onPress }: { selected: boolean; label?: string; onPress?: () => void }): ReactNode {
  const mark = <ChoiceMark kind="checkbox" selected={selected} />;
  return onPress ? (
    <Pressable role="checkbox" aria-checked={selected} aria-label={label} onPress={onPress} style={styles.tickCell}>
      {mark}
    </Pressable>
  ) : (
    <View style={styles.tickCell}>{mark}</View>
  );
}

function Cell({ column, children }: { column: TableColumn; children: ReactNode }): ReactNode {
  const width = useMemo(() => (column.width ? { width: column.width, flexGrow: 0 } : null), [column.width]);
  return <View style={[styles.cell, width]}>{children}</View>;
}

/** A cell's text: text as is, nothing for null, JSON for the rest. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * `table`: a header of the column titles over rows from `dataSource` (a leading tick column when
 * `selectable`). The canvas previews it with 3 grey placeholder rows. Live in an app host, the rows
 * come from the data API a page of `pageSize` at a time, with loading, error and empty states, a
 * pager, and `onRowClick` (the row as `item`); without a host, a "No data" row. When `selectable`,
 * each row's tick and the header's (every row of the page) select rows of the page shown, and
 * `onSelectionChange` runs with the selected rows, in page order, as `item`; another page or a
 * fresh read of the rows clears the selection.
 */
export function TableElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(tableElement, node);
  const { mode } = useRuntime();
  const host = useAppHost();
  const query = useDataQuery(mode === 'live' ? host : null, props);
  const bound = mode === 'live' && host !== null && props.dataSource !== '';
  const columns = useMemo(() => validColumns(props.columns), [props.columns]);
  // The selection belongs to the rows it was made on: new rows (a page, a write) start with none.
  const [selection, setSelection] = useState<{ rows: readonly unknown[]; indexes: ReadonlySet<number> }>({ rows: query.rows, indexes: NONE });
  const selected = selection.rows === query.rows ? selection.indexes : NONE;
  const select = (indexes: ReadonlySet<number>) => {
    setSelection({ rows: query.rows, indexes });
    if (host && hasActions(node, 'onSelectionChange')) {
      const rows = query.rows.filter((_, index) => indexes.has(index));
      host.runEvent(node.id, 'onSelectionChange', rows, { item: rows });
    }
  };
  const toggle = (index: number) => {
    const next = new Set(selected);
    if (!next.delete(index)) next.add(index);
    select(next);
  };
  const selectable = props.selectable === true;
  const live = bound && query.rows.length > 0;
  const allSelected = live && selected.size === query.rows.length;
  const tick = selectable ? <Tick selected={false} /> : null;
  const headerTick = selectable ? (
    live ? <Tick selected={allSelected} label="Select every row" onPress={() => select(allSelected ? NONE : new Set(query.rows.map((_, index) => index)))} /> : tick
  ) : null;

  return (
    <ElementHost node={node} leaf={mode === 'edit'} role="table" style={[styles.table, style]}>
      <View role="row" style={[styles.row, styles.header]}>
        {headerTick}
        {columns.length === 0 ? (
          <View style={styles.cell}>
            <Text style={styles.muted}>No columns</Text>
          </View>
        ) : (
          columns.map((column, index) => (
            <Cell key={`${column.field}-${index}`} column={column}>
              <Text role="columnheader" numberOfLines={1} style={styles.title}>
                {column.title}
              </Text>
            </Cell>
          ))
        )}
      </View>
      {mode === 'edit' ? (
        PREVIEW_ROWS.map((row) => (
          <View key={row} role="row" style={styles.row}>
            {tick}
            {(columns.length === 0 ? [{ field: '', title: '' }] : columns).map((column, index) => (
              <Cell key={`${column.field}-${index}`} column={column}>
                <View style={styles.placeholder} />
              </Cell>
            ))}
          </View>
        ))
      ) : live ? (
        query.rows.map((row, index) => {
          const cells = (row ?? {}) as Record<string, unknown>;
          const press = host && hasActions(node, 'onRowClick') ? () => host.runEvent(node.id, 'onRowClick', row, { item: row, index }) : undefined;
          return (
            <Pressable key={index} role="row" aria-selected={selectable ? selected.has(index) : undefined} style={styles.row} onPress={press} disabled={!press}>
              {selectable && <Tick selected={selected.has(index)} label={`Select row ${index + 1}`} onPress={() => toggle(index)} />}
              {columns.map((column, at) => (
                <Cell key={`${column.field}-${at}`} column={column}>
                  <Text role="cell" numberOfLines={2} style={styles.value}>
                    {cellText(cells[column.field])}
                  </Text>
                </Cell>
              ))}
            </Pressable>
          );
        })
      ) : bound ? (
        <View role="row" style={[styles.row, styles.emptyRow]}>
          <QueryStatus loading={query.loading} error={query.error} emptyText="No data" />
        </View>
      ) : (
        <View role="row" style={[styles.row, styles.emptyRow]}>
          <Text style={styles.muted}>No data</Text>
        </View>
      )}
      {bound && <Pager page={query.page} pageCount={query.pageCount} onPage={query.setPage} />}
    </ElementHost>
  );
}

const styles = StyleSheet.create({
  table: {
    borderWidth: 1,
    borderColor: theme.color.divider,
    borderRadius: theme.radius,
    backgroundColor: theme.color.surface,
    overflow: 'hidden',
  },
  row: { flexDirection: 'row', alignItems: 'center', borderTopWidth: 1, borderTopColor: theme.color.divider, minHeight: 40 },
  header: { borderTopWidth: 0, backgroundColor: theme.color.subtle },
  emptyRow: { justifyContent: 'center', paddingVertical: 12 },
  cell: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingHorizontal: 12, paddingVertical: 8 },
  tickCell: { paddingLeft: 12 },
  title: { color: theme.color.muted, fontSize: theme.font.small, fontWeight: '600' },
  muted: { color: theme.color.muted, fontSize: theme.font.size },
  value: { color: theme.color.text, fontSize: theme.font.size },
  placeholder: { height: 10, borderRadius: 4, backgroundColor: theme.color.divider, width: '70%' },
});
