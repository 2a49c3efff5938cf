import type { ElementNode } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Pressable, type Role, type StyleProp, View, type ViewStyle } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { hasActions } from './has-actions.ts';
import { useNodeDataSet } from './use-node-data-set.ts';

/** Props of `ElementHost`. */
export interface ElementHostProps {
  node: ElementNode;
  style?: StyleProp<ViewStyle>;
  /** A leaf (an input, an image...): in edit mode its inner parts take no pointer events. */
  leaf?: boolean;
  role?: Role;
  children?: ReactNode;
}

/**
 * The outermost host view of an element. In edit mode it carries the node's `dataSet` and, for a
 * leaf, keeps the pointer on itself so nothing inside can be clicked or focused. In live mode it
 * becomes pressable when actions are attached to the node's `onClick`, and emits that event.
 */
export function ElementHost({ node, style, leaf = false, role, children }: ElementHostProps): ReactNode {
  const { mode, emit } = useRuntime();
  const dataSet = useNodeDataSet(node);
  if (mode === 'edit') {
    return (
      <View dataSet={dataSet} style={style} role={role} pointerEvents={leaf ? 'box-only' : undefined}>
        {children}
      </View>
    );
  }
  if (hasActions(node, 'onClick')) {
    return (
      <Pressable style={style} role={role} onPress={() => emit(node.id, 'onClick')}>
        {children}
      </Pressable>
    );
  }
  return (
    <View style={style} role={role}>
      {children}
    </View>
  );
}
