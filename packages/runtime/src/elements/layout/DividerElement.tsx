import { dividerElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { StyleSheet } from 'react-native';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';

/** `divider`: a horizontal rule across its parent, or a vertical one as tall as its row. */
export function DividerElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(dividerElement, node);
  const vertical = props.orientation === 'vertical';
  const thickness = useMemo(() => (vertical ? { width: props.thickness } : { height: props.thickness }), [vertical, props.thickness]);
  return <ElementHost node={node} leaf role="separator" style={[vertical ? styles.vertical : styles.horizontal, thickness, style]} />;
}

const styles = StyleSheet.create({
  horizontal: { width: '100%', backgroundColor: theme.color.divider },
  vertical: { alignSelf: 'stretch', minHeight: 16, backgroundColor: theme.color.divider },
});
