import { dataRepeaterElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { LayoutBox } from '../layout/LayoutBox.tsx';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';

/**
 * `dataRepeater`: its children repeated once per row of `dataSource`, laid out by `direction` and
 * `gap`. The canvas shows the children once, as the template of a row. Live, rows come from the
 * data source; the runtime does not resolve data sources, so a live repeater has no rows and shows
 * `emptyText`.
 */
export function DataRepeaterElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(dataRepeaterElement, node);
  const { mode } = useRuntime();
  if (mode === 'live') {
    return (
      <ElementHost node={node} style={[styles.empty, style]}>
        <Text style={styles.emptyText}>{props.emptyText}</Text>
      </ElementHost>
    );
  }
  return (
    <LayoutBox node={node} style={style} direction={props.direction} align="stretch" gap={props.gap}>
      {children}
    </LayoutBox>
  );
}

const styles = StyleSheet.create({
  empty: { paddingVertical: 16, alignItems: 'center' },
  emptyText: { color: theme.color.muted, fontSize: theme.font.size },
});
