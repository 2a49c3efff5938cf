import type { ElementNode } from '@tessera/model/definition';
import type { ComponentType, ReactElement } from 'react';
import type { NativeStyle } from '../style/to-native-style.ts';

/**
 * What `NodeView` gives an element implementation: its node, the node's `style` already mapped by
 * `toNativeStyle` (apply it after the element's own look, so it wins), and its children already
 * rendered as keyed `NodeView`s (empty for leaves). An implementation reads its props with
 * `useElementProps`, and the mode with `useRuntime`.
 */
export interface ElementProps {
  node: ElementNode;
  style: NativeStyle;
  children: readonly ReactElement[];
}

/** The implementation of one element type. */
export type ElementComponent = ComponentType<ElementProps>;
