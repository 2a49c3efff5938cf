import type { ElementNode } from '@tessera/model/definition';
import { useCallback } from 'react';
import { useRuntime } from '../../context/runtime-context.ts';
import { hasActions } from './has-actions.ts';

/**
 * The press handler of an element that is only pressable when actions are attached to its
 * `onClick` (a label, an icon): emits `onClick` in live mode; `undefined` otherwise, so the host
 * stays a plain, unfocusable view.
 */
export function useClickHandler(node: ElementNode): (() => void) | undefined {
  const { mode, emit } = useRuntime();
  const onPress = useCallback(() => emit(node.id, 'onClick'), [emit, node.id]);
  return mode === 'live' && hasActions(node, 'onClick') ? onPress : undefined;
}
