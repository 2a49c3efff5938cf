import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Studio } from './create-studio.ts';
import type { StudioState } from './studio-state.ts';

const StudioContext = createContext<Studio | null>(null);

/** Gives a mounted studio to the components below. */
export function StudioProvider({ studio, children }: { studio: Studio; children: ReactNode }) {
  return <StudioContext value={studio}>{children}</StudioContext>;
}

/** The studio's actions (stable for the studio's life). */
export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio outside a StudioProvider');
  return studio;
}

/** A slice of the studio state; the component re-renders only when the slice changes (`Object.is`). */
export function useStudioState<T>(selector: (state: StudioState) => T): T {
  return useStore(useStudio().store, selector);
}

/** A slice made of several values, compared shallowly (an object or array built by the selector). */
export function useStudioShallow<T extends object>(selector: (state: StudioState) => T): T {
  return useStore(useStudio().store, useShallow(selector));
}
