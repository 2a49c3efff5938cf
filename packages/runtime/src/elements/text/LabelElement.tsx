import { labelElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useClickHandler } from '../shared/use-click-handler.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';

/** `label`: plain text, cut to `maxLines` lines when that is above 0. */
export function LabelElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(labelElement, node);
  return (
    <Text
      dataSet={useNodeDataSet(node)}
      onPress={useClickHandler(node)}
      numberOfLines={props.maxLines > 0 ? props.maxLines : undefined}
      style={[styles.label, style]}
    >
      {props.text}
    </Text>
  );
}

const styles = StyleSheet.create({
  label: { color: theme.color.text, fontSize: theme.font.size, lineHeight: 20 },
});
