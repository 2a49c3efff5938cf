import type { ElementComponent } from '../element-component.ts';
import { DataRepeaterElement } from './DataRepeaterElement.tsx';
import { FormElement } from './FormElement.tsx';
import { TableElement } from './TableElement.tsx';

/** The data group's implementations, by element type. */
export const dataImplementations: Readonly<Record<string, ElementComponent>> = {
  dataRepeater: DataRepeaterElement,
  table: TableElement,
  form: FormElement,
};
