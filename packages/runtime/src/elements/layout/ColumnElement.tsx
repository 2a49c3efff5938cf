import { columnElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LayoutBox } from './LayoutBox.tsx';

/** `column`: its children stacked top to bottom. */
export function ColumnElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(columnElement, node);
  return (
    <LayoutBox node={node} style={style} direction="column" align={props.align} justify={props.justify} gap={props.gap}>
      {children}
    </LayoutBox>
  );
}
