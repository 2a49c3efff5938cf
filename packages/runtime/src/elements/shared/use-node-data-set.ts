import type { ElementNode } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useRuntime } from '../../context/runtime-context.ts';

/**
 * The `dataSet` an element's outermost host component carries in edit mode (`data-node-id`,
 * `data-node-type` on the web), so the canvas can hit-test and measure it; `undefined` in live
 * mode. Stable while the node's id and type stay.
 */
export function useNodeDataSet(node: ElementNode): Record<string, string> | undefined {
  const { mode } = useRuntime();
  return useMemo(
    () => (mode === 'edit' ? { nodeId: node.id, nodeType: node.type } : undefined),
    [mode, node.id, node.type],
  );
}
