import type { Ref, RefCallback } from 'react';

/** One callback ref that sets every given ref (a caller's ref and a component's own). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
