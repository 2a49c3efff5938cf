import type { ElementComponent } from '../element-component.ts';
import { IconElement } from './IconElement.tsx';
import { ImageElement } from './ImageElement.tsx';
import { VideoElement } from './VideoElement.tsx';

/** The media group's implementations, by element type. */
export const mediaImplementations: Readonly<Record<string, ElementComponent>> = {
  image: ImageElement,
  icon: IconElement,
  video: VideoElement,
};
