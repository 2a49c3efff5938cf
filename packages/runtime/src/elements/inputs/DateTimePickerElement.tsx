import { dateTimePickerElement } from '@tessera/model/definition';
import { type ReactNode, useState } from 'react';
import { TextInput } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { useForm, useFormField } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { dateTimeFormats, isValidDateTime, isWithinRange } from './date-time-format.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

/**
 * `dateTimePicker` in its three modes (spec §2: Date, Date & Time, Time): a text input whose hint
 * is the mode's format (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss`, `HH:mm`). Live, a complete value
 * that is real and within `min`/`max` is emitted with `onChange` (`null` when cleared); anything
 * else, once typed in full or left, outlines the field in red until corrected.
 */
export function DateTimePickerElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof dateTimePickerElement, 'min' | 'max'>(dateTimePickerElement, node);
  const { mode, emit } = useRuntime();
  const format = dateTimeFormats[props.mode] ?? dateTimeFormats.date;
  const [text, setText] = useSeededState(typeof props.value === 'string' ? props.value : '', useForm()?.resetKey);
  const [left, setLeft] = useState(false);
  const valid = text === '' || (isValidDateTime(props.mode, text) && isWithinRange(text, props.min, props.max));
  const showInvalid = !valid && (left || text.length >= format.length);
  useFormField(props.name, valid && text !== '' ? text : null);
  const { control, field } = useFieldStyle(style);
  const editable = mode === 'live' && !props.disabled;

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
      <TextInput
        value={text}
        placeholder={format}
        placeholderTextColor={placeholderColor}
        maxLength={format.length}
        inputMode={props.mode === 'datetime' ? 'text' : 'numeric'}
        autoCapitalize="characters"
        autoCorrect={false}
        editable={editable}
        focusable={editable}
        aria-label={props.label || props.name || format}
        onChangeText={(next) => {
          setText(next);
          if (next === '') emit(node.id, 'onChange', null);
          else if (isValidDateTime(props.mode, next) && isWithinRange(next, props.min, props.max)) emit(node.id, 'onChange', next);
        }}
        onBlur={() => setLeft(true)}
        style={[inputStyles.control, showInvalid && inputStyles.invalid, control]}
      />
    </FieldFrame>
  );
}
