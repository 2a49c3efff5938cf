import { dataRepeaterElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { useAppHost } from '../../context/app-host-context.ts';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { LayoutBox } from '../layout/LayoutBox.tsx';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { Pager } from './Pager.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { RepeaterRow } from './RepeaterRow.tsx';
import { useDataQuery } from './use-data-query.ts';

/** A row's key: its `id` when it has one, else its position. */
function rowKey(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? `id:${id}` : `at:${index}`;
}

/**
 * `dataRepeater`: its children repeated once per row of `dataSource`, laid out by `direction` and
 * `gap`. The canvas shows the children once, as the template of a row. Live in an app host, the
 * rows come from the data API a page of `pageSize` at a time (filters and order as declared), with
 * loading, error and empty (`emptyText`) states and a pager; each row's children see it as
 * `item`. Without a host (nothing to read from) a live repeater shows `emptyText`.
 */
export function DataRepeaterElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(dataRepeaterElement, node);
  const { mode } = useRuntime();
  const host = useAppHost();
  const query = useDataQuery(mode === 'live' ? host : null, props);
  if (mode === 'edit') {
    return (
      <LayoutBox node={node} style={style} direction={props.direction} align="stretch" gap={props.gap}>
        {children}
      </LayoutBox>
    );
  }
  if (!host || props.dataSource === '') {
    return (
      <ElementHost node={node} style={[styles.empty, style]}>
        <Text style={styles.emptyText}>{props.emptyText}</Text>
      </ElementHost>
    );
  }
  if (query.rows.length === 0) {
    return (
      <ElementHost node={node} style={style}>
        <QueryStatus loading={query.loading} error={query.error} emptyText={props.emptyText} />
      </ElementHost>
    );
  }
  const rows = query.rows.map((row, index) => (
    <RepeaterRow key={rowKey(row, index)} host={host} repeater={node} item={row} index={query.page * props.pageSize + index}>
      {children}
    </RepeaterRow>
  ));
  return (
    <LayoutBox
      node={node}
      style={style}
      direction={props.direction}
      align="stretch"
      gap={props.gap}
      footer={<Pager page={query.page} pageCount={query.pageCount} onPage={query.setPage} />}
    >
      {rows}
    </LayoutBox>
  );
}

const styles = StyleSheet.create({
  empty: { paddingVertical: 16, alignItems: 'center' },
  emptyText: { color: theme.color.muted, fontSize: theme.font.size },
});
