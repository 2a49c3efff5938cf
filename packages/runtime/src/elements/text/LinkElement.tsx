import { linkElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Linking, StyleSheet, Text } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { hasActions } from '../shared/has-actions.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';

/** Whether a link's `href` leads somewhere (`'#'`, the default, and an empty one do not). */
export function isNavigableHref(href: string): boolean {
  const trimmed = href.trim();
  return trimmed !== '' && trimmed !== '#';
}

/**
 * `link`: underlined accent text. Live, a press emits `onClick` when actions are attached to it,
 * and otherwise opens `href` in `target` (a new tab by default). On the canvas it goes nowhere.
 */
export function LinkElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(linkElement, node);
  const { mode, emit } = useRuntime();
  const onPress = (): void => {
    if (hasActions(node, 'onClick')) emit(node.id, 'onClick');
    else if (isNavigableHref(props.href)) void Linking.openURL(props.href, props.target).catch(() => undefined);
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
