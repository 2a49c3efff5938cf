import { headingElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useClickHandler } from '../shared/use-click-handler.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';

/** `heading`: a heading of `level` 1 (32 px) to 6 (14 px); an `h1`…`h6` on the web. */
export function HeadingElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(headingElement, node);
  const level = Math.max(1, Math.min(6, Math.round(props.level)));
  return (
    <Text
      dataSet={useNodeDataSet(node)}
      onPress={useClickHandler(node)}
      role="heading"
      aria-level={level}
      style={[levels[level - 1], style]}
    >
      {props.text}
    </Text>
  );
}

const heading = (index: number) =>
  ({
    color: theme.color.text,
    fontSize: theme.headingSizes[index],
    lineHeight: Math.round((theme.headingSizes[index] ?? theme.font.size) * 1.25),
    fontWeight: index < 2 ? '700' : '600',
    marginTop: 0,
    marginBottom: 0,
  }) as const;

const styles = StyleSheet.create({ h1: heading(0), h2: heading(1), h3: heading(2), h4: heading(3), h5: heading(4), h6: heading(5) });
// Indexed by level - 1.
const levels = [styles.h1, styles.h2, styles.h3, styles.h4, styles.h5, styles.h6];
