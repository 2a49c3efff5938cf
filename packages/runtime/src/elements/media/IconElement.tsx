import { iconElement, iconFamilies } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { StyleSheet, Text } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useClickHandler } from '../shared/use-click-handler.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';

/**
 * `icon`: a Material icon drawn by its font's ligature: a `Text` in the node's `family` whose text
 * is the icon `name`, `size` 20 or 24 px, in `color` (else the node's text colour). The fonts come
 * from `@tessera/runtime/icons.css` on the web.
 */
export function IconElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(iconElement, node);
  const family = (iconFamilies as readonly string[]).includes(props.family) ? props.family : iconFamilies[0];
  const size = props.size === 20 ? 20 : 24;
  const look = useMemo(
    () => ({ fontFamily: family, fontSize: size, lineHeight: size, width: size, height: size, ...(props.color ? { color: props.color } : {}) }),
    [family, size, props.color],
  );
  return (
    <Text dataSet={useNodeDataSet(node)} onPress={useClickHandler(node)} selectable={false} aria-label={props.name} style={[styles.icon, look, style]}>
      {props.name}
    </Text>
  );
}

const styles = StyleSheet.create({
  icon: { color: theme.color.text, fontWeight: 'normal', fontStyle: 'normal', textAlign: 'center', overflow: 'hidden' },
});
