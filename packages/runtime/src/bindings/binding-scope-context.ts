import { createContext } from 'react';
import { type BindingScopeStore, emptyBindingScopeStore } from './binding-scope-store.ts';

/** The nearest `BindingScopeProvider`'s store; without one, an empty scope (every name unknown). */
export const BindingScopeContext = createContext<BindingScopeStore>(emptyBindingScopeStore);
