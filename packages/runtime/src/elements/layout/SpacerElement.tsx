import { spacerElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { StyleSheet } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';

/**
 * `spacer`: empty space of `size` in both directions (so it works in rows and columns), or, when
 * `flexible`, growing to push its siblings apart. Outlined faintly on the canvas so it can be found.
 */
export function SpacerElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(spacerElement, node);
  const { mode } = useRuntime();
  const size = useMemo(
    () => (props.flexible ? { flexGrow: 1, minWidth: props.size, minHeight: props.size } : { width: props.size, height: props.size }),
    [props.flexible, props.size],
  );
  return <ElementHost node={node} leaf style={[size, mode === 'edit' && styles.outline, style]} />;
}

const styles = StyleSheet.create({
  outline: { borderWidth: 1, borderStyle: 'dashed', borderColor: theme.color.divider },
});
