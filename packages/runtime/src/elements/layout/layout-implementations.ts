import type { ElementComponent } from '../element-component.ts';
import { CardElement } from './CardElement.tsx';
import { ColumnElement } from './ColumnElement.tsx';
import { ContainerElement } from './ContainerElement.tsx';
import { DividerElement } from './DividerElement.tsx';
import { ModalElement } from './ModalElement.tsx';
import { RowElement } from './RowElement.tsx';
import { SpacerElement } from './SpacerElement.tsx';
import { TabsElement } from './TabsElement.tsx';

/** The layout group's implementations, by element type. */
export const layoutImplementations: Readonly<Record<string, ElementComponent>> = {
  container: ContainerElement,
  row: RowElement,
  column: ColumnElement,
  card: CardElement,
  tabs: TabsElement,
  modal: ModalElement,
  divider: DividerElement,
  spacer: SpacerElement,
};
