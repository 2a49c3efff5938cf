import type { ElementComponent } from '../element-component.ts';
import { HeadingElement } from './HeadingElement.tsx';
import { LabelElement } from './LabelElement.tsx';
import { LinkElement } from './LinkElement.tsx';

/** The text group's implementations, by element type. */
export const textImplementations: Readonly<Record<string, ElementComponent>> = {
  label: LabelElement,
  heading: HeadingElement,
  link: LinkElement,
};
