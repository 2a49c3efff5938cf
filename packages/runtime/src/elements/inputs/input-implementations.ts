import type { ElementComponent } from '../element-component.ts';
import { CheckboxElement } from './CheckboxElement.tsx';
import { DateTimePickerElement } from './DateTimePickerElement.tsx';
import { NumberInputElement } from './NumberInputElement.tsx';
import { RadioGroupElement } from './RadioGroupElement.tsx';
import { SelectElement } from './SelectElement.tsx';
import { SwitchElement } from './SwitchElement.tsx';
import { TextAreaElement } from './TextAreaElement.tsx';
import { TextInputElement } from './TextInputElement.tsx';

/** The inputs group's implementations, by element type. */
export const inputImplementations: Readonly<Record<string, ElementComponent>> = {
  textInput: TextInputElement,
  numberInput: NumberInputElement,
  textArea: TextAreaElement,
  checkbox: CheckboxElement,
  switch: SwitchElement,
  radioGroup: RadioGroupElement,
  select: SelectElement,
  dateTimePicker: DateTimePickerElement,
};
