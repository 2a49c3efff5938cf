import type { ElementNode } from '@tessera/model/definition';
import { memo, type MemoExoticComponent, type ReactElement, useMemo } from 'react';
import { getElementImplementation } from '../elements/element-implementations.ts';
import { ElementBoundary } from '../elements/shared/ElementBoundary.tsx';
import { UnknownElement } from '../elements/shared/UnknownElement.tsx';
import type { NativeStyle } from '../style/to-native-style.ts';
import { toNativeStyle } from '../style/to-native-style.ts';

const FILL: NativeStyle = { flexGrow: 1 };

/**
 * Renders `node` with its implementation: its style mapped once per `style` object, its children
 * made into keyed `NodeView`s once per `children` array. With Immer's structural sharing an edit
 * of one prop changes only that node's `props`, so neither is recomputed for its ancestors.
 */
function useRenderedNode(node: ElementNode, fill: boolean): ReactElement {
  const style = useMemo(() => {
    const native = toNativeStyle(node.style);
    return fill ? { ...FILL, ...native } : native;
  }, [node.style, fill]);
  const children = useMemo(() => node.children.map((child) => <NodeView key={child.id} node={child} />), [node.children]);
  const Element = getElementImplementation(node.type) ?? UnknownElement;
  return (
    <ElementBoundary node={node}>
      <Element node={node} style={style}>
        {children}
      </Element>
    </ElementBoundary>
  );
}

/**
 * Renders one node and (recursively) its children. Memo'd on the `node` reference: a parent whose
 * node object did not change does not re-render, so an Immer patch re-renders only the changed
 * node and its ancestors (O(depth), not O(n)). Children are rendered with `<NodeView>` keyed by id.
 * An unknown element type renders a visible "Unknown element '<type>'" box; an element that throws
 * while rendering shows a notice in its place, never taking the screen down.
 *
 * @example
 * <RuntimeProvider mode="edit"><NodeView node={screen.root} /></RuntimeProvider>
 */
export const NodeView: MemoExoticComponent<(props: { node: ElementNode }) => ReactElement> = memo(function NodeView({
  node,
}: {
  node: ElementNode;
}): ReactElement {
  return useRenderedNode(node, false);
});

/** A screen's root node: a `NodeView` that grows to fill the screen. */
export const ScreenRootView: MemoExoticComponent<(props: { node: ElementNode }) => ReactElement> = memo(function ScreenRootView({
  node,
}: {
  node: ElementNode;
}): ReactElement {
  return useRenderedNode(node, true);
});
