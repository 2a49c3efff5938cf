import { tableElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { ChoiceMark } from '../inputs/ChoiceMark.tsx';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { type TableColumn, validColumns } from './table-columns.ts';

const PREVIEW_ROWS = [0, 1, 2];

function Cell({ column, children }: { column: TableColumn; children: ReactNode }): ReactNode {
  const width = useMemo(() => (column.width ? { width: column.width, flexGrow: 0 } : null), [column.width]);
  return <View style={[styles.cell, width]}>{children}</View>;
}

/**
 * `table`: a header of the column titles over rows from `dataSource` (a leading tick column when
 * `selectable`). The canvas previews it with 3 grey placeholder rows. Live, data sources are not
 * resolved here, so the table shows its header over a "No data" row.
 */
export function TableElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(tableElement, node);
  const { mode } = useRuntime();
  const columns = useMemo(() => validColumns(props.columns), [props.columns]);
  const tick = props.selectable ? (
    <View style={styles.tickCell}>
      <ChoiceMark kind="checkbox" selected={false} />
    </View>
  ) : null;

  return (
    <ElementHost node={node} leaf={mode === 'edit'} role="table" style={[styles.table, style]}>
      <View role="row" style={[styles.row, styles.header]}>
        {tick}
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
      ) : (
        <View role="row" style={[styles.row, styles.emptyRow]}>
          <Text style={styles.muted}>No data</Text>
        </View>
      )}
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
  placeholder: { height: 10, borderRadius: 4, backgroundColor: theme.color.divider, width: '70%' },
});
