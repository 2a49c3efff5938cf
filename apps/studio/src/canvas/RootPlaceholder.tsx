import { memo, type ReactElement } from 'react';
import type { ElementNode } from '@tessera/model/definition';
import { toNativeStyle } from '@tessera/runtime';
import { NODE_ID_ATTRIBUTE, NODE_TYPE_ATTRIBUTE } from './dom-nodes.ts';
import { PLACEHOLDER_ATTRIBUTE, placeholderStyle } from './root-window.ts';

/**
 * A top-level element of a large screen that is not rendered (far from the view): an empty box of
 * its height and margins. It carries the node's id and type, so drop indexes, hit tests and the
 * element finder see the column's children as rendered.
 */
export const RootPlaceholder = memo(function RootPlaceholder({ node, height }: { node: ElementNode; height: number }): ReactElement {
  const attributes = { [NODE_ID_ATTRIBUTE]: node.id, [NODE_TYPE_ATTRIBUTE]: node.type, [PLACEHOLDER_ATTRIBUTE]: '' };
  return <div {...attributes} style={placeholderStyle(node.style, height, toNativeStyle)} />;
});
