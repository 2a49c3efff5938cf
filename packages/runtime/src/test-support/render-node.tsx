import type { ElementNode, RenderMode } from '@tessera/model/definition';
import { renderToStaticMarkup } from 'react-dom/server';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { NodeView } from '../view/NodeView.tsx';

let nextId = 0;

/** A test node of `type` with a fresh id (`<type>-<n>`) unless `extra.id` is given. */
export function makeNode(
  type: string,
  props: Record<string, unknown> = {},
  children: ElementNode[] = [],
  extra: Partial<ElementNode> = {},
): ElementNode {
  nextId += 1;
  return { id: `${type}-${nextId}`, type, props, style: {}, bindings: {}, events: {}, children, ...extra };
}

/** The static HTML of `node` rendered by the runtime in `mode` (react-native-web, server side). */
export function renderNode(node: ElementNode, mode: RenderMode, onEvent?: (nodeId: string, event: string, payload?: unknown) => void): string {
  return renderToStaticMarkup(
    <RuntimeProvider mode={mode} onEvent={onEvent}>
      <NodeView node={node} />
    </RuntimeProvider>,
  );
}

/** The opening tag of the element carrying `data-node-id="<id>"` in `html`, or `undefined`. */
export function hostTag(html: string, id: string): string | undefined {
  return new RegExp(`<[^<>]*data-node-id="${id}"[^<>]*>`).exec(html)?.[0];
}
