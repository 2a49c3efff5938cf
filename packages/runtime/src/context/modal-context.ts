import { createContext, useContext } from 'react';

/**
 * The modals an app host has open, for the `modal` elements of its screen: a modal renders only
 * while its id is open, and asks the host to close it (a press outside a dismissible one).
 */
export interface ModalHost {
  isOpen(modalId: string): boolean;
  close(modalId: string): void;
}

/** The nearest app host's modals; `null` without a host (every live modal stays closed). */
export const ModalContext = createContext<ModalHost | null>(null);

/** The nearest app host's modals, or `null`. */
export function useModalHost(): ModalHost | null {
  return useContext(ModalContext);
}
