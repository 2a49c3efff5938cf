import { containerElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LayoutBox } from './LayoutBox.tsx';

/** `container`: a free box laid out by `direction`, `align`, `justify` and `gap`; optionally scrollable. */
export function ContainerElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(containerElement, node);
  return (
    <LayoutBox
      node={node}
      style={style}
      direction={props.direction}
      align={props.align}
      justify={props.justify}
      gap={props.gap}
      scrollable={props.scrollable}
    >
      {children}
    </LayoutBox>
  );
}
