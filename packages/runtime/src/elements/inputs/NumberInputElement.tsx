import { numberInputElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { TextInput, type TextInputKeyPressEvent } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { commitNumber, formatNumber, isAcceptableNumberText, type NumberRules, parseNumberText, stepNumber } from './number-input-logic.ts';
import { useFieldStyle } from './use-field-style.ts';

/**
 * `numberInput` (spec §5): typing e, E, spaces or more decimals than `precision` is refused; blur
 * rounds to `precision` and clamps to `min`/`max`; Up/Down step by `step` (10 with Shift). Live,
 * emits `onChange` with the number (or `null` when empty) and `onBlur` with the committed one.
 */
export function NumberInputElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof numberInputElement, 'min' | 'max'>(numberInputElement, node);
  const { mode, emit } = useRuntime();
  const precision = Math.max(0, Math.min(10, Math.round(props.precision)));
  const rules: NumberRules = { min: props.min, max: props.max, step: props.step, precision };
  const seed = useFormSeed(props.name, typeof props.value === 'number' ? props.value : null, (value) => (typeof value === 'number' || value === null ? value : undefined));
  const [text, setText] = useSeededState(seed, useForm()?.resetKey, (value) => formatNumber(value, precision));
  const value = parseNumberText(text);
  useFormField(props.name, value);
  const { control, field } = useFieldStyle(style);
  const editable = mode === 'live' && !props.disabled;

  const show = (next: number | null): void => {
    setText(formatNumber(next, precision));
    if (next !== value) emit(node.id, 'onChange', next);
  };
  const onKeyPress = (event: TextInputKeyPressEvent): void => {
    const { key, shiftKey = false } = event.nativeEvent;
    if (key !== 'ArrowUp' && key !== 'ArrowDown') return;
    event.preventDefault();
    show(stepNumber(value, key === 'ArrowUp' ? 1 : -1, shiftKey, rules));
  };

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
      <TextInput
        value={text}
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        placeholderTextColor={placeholderColor}
        editable={editable}
        focusable={editable}
        aria-label={props.label || props.name || undefined}
        onChangeText={(next) => {
          if (!isAcceptableNumberText(next, precision)) return;
          setText(next);
          const number = parseNumberText(next);
          if (number !== value) emit(node.id, 'onChange', number);
        }}
        onKeyPress={onKeyPress}
        onBlur={() => {
          const committed = commitNumber(value, rules);
          show(committed);
          emit(node.id, 'onBlur', committed);
        }}
        style={[inputStyles.control, control]}
      />
    </FieldFrame>
  );
}
