import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { DiagramSession } from './diagram-session.ts';
import type { DiagramState } from './diagram-state.ts';

const DiagramContext = createContext<DiagramSession | null>(null);

/** Gives the mounted diagram session to the components below. */
export function DiagramProvider({ session, children }: { session: DiagramSession; children: ReactNode }) {
  return <DiagramContext value={session}>{children}</DiagramContext>;
}

/** The diagram session's actions (stable while the mode is shown). */
export function useDiagram(): DiagramSession {
  const session = useContext(DiagramContext);
  if (!session) throw new Error('useDiagram outside a DiagramProvider');
  return session;
}

/** A slice of the diagram state; re-renders only when it changes (`Object.is`). */
export function useDiagramState<T>(selector: (state: DiagramState) => T): T {
  return useStore(useDiagram().store, selector);
}

/** A slice made of several values, compared shallowly. */
export function useDiagramShallow<T extends object>(selector: (state: DiagramState) => T): T {
  return useStore(useDiagram().store, useShallow(selector));
}
