import { useState } from 'react';

/**
 * Local state seeded from a prop (an input's `value`, a tab's `activeIndex`), as `useState`, but
 * re-seeded when the seed or `resetKey` changes (a form reset bumps `resetKey`). `seed` must be a
 * primitive or a stable reference; `init` derives the state from it.
 */
export function useSeededState<Seed, State = Seed>(
  seed: Seed,
  resetKey = 0,
  init: (seed: Seed) => State = (value) => value as unknown as State,
): [State, (next: State) => void] {
  const [value, setValue] = useState(() => init(seed));
  const [source, setSource] = useState({ seed, resetKey });
  if (!Object.is(source.seed, seed) || source.resetKey !== resetKey) {
    // Adjusting state while rendering: React re-renders this component at once, before children.
    const next = init(seed);
    setSource({ seed, resetKey });
    setValue(next);
    return [next, setValue];
  }
  return [value, setValue];
}
