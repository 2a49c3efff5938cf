import { type ElementNode, MAX_SCREEN_NESTING, screenTreeLimitMessages } from '@tessera/model/definition';
import { memo, type MemoExoticComponent, type ReactElement, useMemo } from 'react';
import { getElementImplementation } from '../elements/element-implementations.ts';
import { ElementBoundary } from '../elements/shared/ElementBoundary.tsx';
import { NoticeBox } from '../elements/shared/NoticeBox.tsx';
import { UnknownElement } from '../elements/shared/UnknownElement.tsx';
import type { NativeStyle } from '../style/to-native-style.ts';
import { toNativeStyle } from '../style/to-native-style.ts';

const FILL: NativeStyle = { flexGrow: 1 };

/**
 * The children of a node at `level` (the root: 1) as keyed `NodeView`s. Past `MAX_SCREEN_NESTING`
 * a notice stands in their place: React renders and commits a tree recursively, so a tree stored
 * before the limit, hundreds of levels deep, would overflow the stack and take the screen down.
 */
function renderChildren(children: ElementNode[], level: number): ReactElement[] {
  if (level < MAX_SCREEN_NESTING) return children.map((child) => <NodeView key={child.id} node={child} level={level + 1} />);
  const first = children[0];
  return first ? [<NoticeBox key={first.id} node={first} message={screenTreeLimitMessages.deeperNotShown} />] : [];
}

/**
 * Renders a screen root's children in place of the keyed `NodeView`s: `renderChild` gives the
 * `NodeView` of one child; whatever else it returns (a placeholder of the same size) must carry
 * the child's id as its key. The design canvas renders only the children near the view this way.
 */
export type RootChildrenRenderer = (children: readonly ElementNode[], renderChild: (child: ElementNode) => ReactElement) => ReactElement[];

const renderRootChild = (child: ElementNode): ReactElement => <NodeView key={child.id} node={child} level={2} />;

/**
 * Renders `node` with its implementation: its style mapped once per `style` object, its children
 * made into keyed `NodeView`s once per `children` array. With Immer's structural sharing an edit
 * of one prop changes only that node's `props`, so neither is recomputed for its ancestors.
 */
function useRenderedNode(node: ElementNode, fill: boolean, level: number, renderRootChildren?: RootChildrenRenderer): ReactElement {
  const style = useMemo(() => {
    const native = toNativeStyle(node.style);
    return fill ? { ...FILL, ...native } : native;
  }, [node.style, fill]);
  const children = useMemo(
    () => (renderRootChildren && level === 1 ? renderRootChildren(node.children, renderRootChild) : renderChildren(node.children, level)),
    [node.children, level, renderRootChildren],
  );
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
 * while rendering shows a notice in its place, never taking the screen down. `level` is the node's
 * nesting level (the root: 1, the default); nothing deeper than the screen limit is rendered.
 *
 * @example
 * <RuntimeProvider mode="edit"><NodeView node={screen.root} /></RuntimeProvider>
 */
export const NodeView: MemoExoticComponent<(props: { node: ElementNode; level?: number }) => ReactElement> = memo(function NodeView({
  node,
  level = 1,
}: {
  node: ElementNode;
  level?: number;
}): ReactElement {
  return useRenderedNode(node, false, level);
});

/** A screen's root node: a `NodeView` that grows to fill the screen; `renderChildren` may stand in for its children's. */
export const ScreenRootView: MemoExoticComponent<(props: { node: ElementNode; renderChildren?: RootChildrenRenderer }) => ReactElement> = memo(
  function ScreenRootView({ node, renderChildren }: { node: ElementNode; renderChildren?: RootChildrenRenderer }): ReactElement {
    return useRenderedNode(node, true, 1, renderChildren);
  },
);
