import { rowElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LayoutBox } from './LayoutBox.tsx';

/** `row`: its children side by side, optionally wrapping. */
export function RowElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(rowElement, node);
  return (
    <LayoutBox node={node} style={style} direction="row" align={props.align} justify={props.justify} gap={props.gap} wrap={props.wrap}>
      {children}
    </LayoutBox>
  );
}
