import type { ElementComponent } from '../element-component.ts';
import { ButtonElement } from './ButtonElement.tsx';

/** The button group's implementation, by element type. */
export const buttonImplementations: Readonly<Record<string, ElementComponent>> = {
  button: ButtonElement,
};
