import { buttonElement } from './button-element.ts';
import { dataRepeaterElement, formElement, tableElement } from './data-elements.ts';
import type { ElementDeclaration } from './element-declaration.ts';
import {
  checkboxElement,
  dateTimePickerElement,
  numberInputElement,
  radioGroupElement,
  selectElement,
  switchElement,
  textAreaElement,
  textInputElement,
} from './input-elements.ts';
import {
  cardElement,
  columnElement,
  containerElement,
  dividerElement,
  modalElement,
  rowElement,
  spacerElement,
  tabsElement,
} from './layout-elements.ts';
import { iconElement, imageElement, videoElement } from './media-elements.ts';
import { headingElement, labelElement, linkElement } from './text-elements.ts';

/** Every element declaration, in palette order. */
export const elementDeclarations: readonly ElementDeclaration[] = [
  containerElement,
  rowElement,
  columnElement,
  cardElement,
  tabsElement,
  modalElement,
  dividerElement,
  spacerElement,
  labelElement,
  headingElement,
  linkElement,
  textInputElement,
  numberInputElement,
  textAreaElement,
  checkboxElement,
  switchElement,
  radioGroupElement,
  selectElement,
  dateTimePickerElement,
  imageElement,
  iconElement,
  videoElement,
  dataRepeaterElement,
  tableElement,
  formElement,
  buttonElement,
];

const byType = new Map(elementDeclarations.map((declaration) => [declaration.type, declaration]));

/** The declaration of an element type, or `undefined` for a type no declaration knows. */
export function getElementDeclaration(type: string): ElementDeclaration | undefined {
  return byType.get(type);
}

/** Whether a parent of type `parentType` accepts a child of type `childType`. */
export function canContain(parentType: string, childType: string): boolean {
  const parent = byType.get(parentType);
  if (!parent || !byType.has(childType)) return false;
  if (parent.children === 'none') return false;
  if (parent.children === 'any') return true;
  return parent.children.includes(childType);
}
