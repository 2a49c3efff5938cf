import { linkElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { hasActions } from '../shared/has-actions.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';

/**
 * `link`: underlined accent text. Live, a press emits `onClick` when actions are attached to it,
 * and otherwise opens `href` in `target` (a new tab by default) when it is an http(s), mailto or
 * tel address (`RuntimeState.open` refuses anything else, such as `javascript:`). On the canvas
 * it goes nowhere.
 */
export function LinkElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(linkElement, node);
  const { mode, emit, open } = useRuntime();
  const onPress = (): void => {
    if (hasActions(node, 'onClick')) emit(node.id, 'onClick');
    else open(props.href, props.target);
  };
  return (
    <Text dataSet={useNodeDataSet(node)} role="link" onPress={mode === 'live' ? onPress : undefined} style={[styles.link, style]}>
      {props.text}
    </Text>
  );
}

const styles = StyleSheet.create({
  link: { color: theme.color.primary, fontSize: theme.font.size, lineHeight: 20, textDecorationLine: 'underline' },
});
