import type { ElementNode } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { theme } from '../../style/theme.ts';
import { useNodeDataSet } from './use-node-data-set.ts';

/**
 * A visible red box with a message, standing where an element cannot be shown (an unknown type,
 * an element that failed to render). Carries the node's `dataSet` in edit mode, so the element can
 * still be selected and removed.
 */
export function NoticeBox({ node, message }: { node: ElementNode; message: string }): ReactNode {
  const dataSet = useNodeDataSet(node);
  return (
    <View dataSet={dataSet} role="alert" style={styles.box} pointerEvents={dataSet ? 'box-only' : undefined}>
      <Text style={styles.text}>{message}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    padding: 8,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: theme.color.danger,
    borderRadius: theme.radius,
    backgroundColor: '#fef3f2',
  },
  text: { color: theme.color.danger, fontSize: theme.font.small },
});
