import { dateTimePickerElement } from '@tessera/model/definition';
import { createElement, type ReactNode, useState } from 'react';
import { Platform, TextInput } from 'react-native';
import { theme } from '../../style/theme.ts';
import { useRuntime } from '../../context/runtime-context.ts';
import { asText, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { dateTimeFormats, fromNativeDateInput, isValidDateTime, isWithinRange, nativeDateInputTypes } from './date-time-format.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

/**
 * `dateTimePicker` in its three modes (spec §2: Date, Date & Time, Time). On the web it is the
 * browser's own picker (`<input type="date" | "datetime-local" | "time">`, bounded by `min` and
 * `max`); elsewhere a text input whose hint is the mode's format (`YYYY-MM-DD`,
 * `YYYY-MM-DDTHH:mm:ss`, `HH:mm`). Live, a complete value that is real and within `min`/`max` is
 * emitted with `onChange` (`null` when cleared); anything else, once typed in full or left,
 * outlines the field in red until corrected.
 */
// The browser picker drawn like the other inputs (36 px, 8 px radius, the border colour).
const webPickerStyle = {
  boxSizing: 'border-box',
  minHeight: theme.inputHeight,
  width: '100%',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: theme.color.border,
  borderRadius: theme.radius,
  backgroundColor: theme.color.surface,
  padding: '0 12px',
  color: theme.color.text,
  fontSize: theme.font.size,
  fontFamily: 'inherit',
} as const;

export function DateTimePickerElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof dateTimePickerElement, 'min' | 'max'>(dateTimePickerElement, node);
  const { mode, emit } = useRuntime();
  const format = dateTimeFormats[props.mode] ?? dateTimeFormats.date;
  const [text, setText] = useSeededState(useFormSeed(props.name, typeof props.value === 'string' ? props.value : '', asText), useForm()?.resetKey);
  const [left, setLeft] = useState(false);
  const valid = text === '' || (isValidDateTime(props.mode, text) && isWithinRange(text, props.min, props.max));
  const showInvalid = !valid && (left || text.length >= format.length);
  useFormField(props.name, valid && text !== '' ? text : null);
  const { control, field } = useFieldStyle(style);
  const editable = mode === 'live' && !props.disabled;
  const change = (next: string): void => {
    setText(next);
    if (next === '') emit(node.id, 'onChange', null);
    else if (isValidDateTime(props.mode, next) && isWithinRange(next, props.min, props.max)) emit(node.id, 'onChange', next);
  };

  if (Platform.OS === 'web') {
    return (
      <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
        {createElement('input', {
          type: nativeDateInputTypes[props.mode] ?? 'date',
          value: text,
          min: props.min,
          max: props.max,
          step: props.mode === 'datetime' ? 1 : undefined,
          readOnly: !editable,
          disabled: props.disabled,
          tabIndex: editable ? undefined : -1,
          'aria-label': props.label || props.name || format,
          'aria-invalid': showInvalid || undefined,
          onChange: (event: { currentTarget: { value: string } }) => change(fromNativeDateInput(props.mode, event.currentTarget.value)),
          onBlur: () => setLeft(true),
          style: showInvalid ? { ...webPickerStyle, borderColor: theme.color.danger } : webPickerStyle,
        })}
      </FieldFrame>
    );
  }

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
        onChangeText={change}
        onBlur={() => setLeft(true)}
        style={[inputStyles.control, showInvalid && inputStyles.invalid, control]}
      />
    </FieldFrame>
  );
}
