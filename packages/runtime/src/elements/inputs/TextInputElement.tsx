import { textInputElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { asText, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

const inputModes: Readonly<Record<string, TextInputProps['inputMode']>> = {
  text: 'text',
  email: 'email',
  password: 'text',
  tel: 'tel',
  url: 'url',
  search: 'search',
};

/**
 * `textInput`: a single-line text box. Live, it keeps what is typed (seeded from `value`) and
 * emits `onChange` (the text), `onFocus`, `onBlur` and `onSubmit` (the text, on Enter); on the
 * canvas it can be neither edited nor focused.
 */
export function TextInputElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof textInputElement, 'maxLength'>(textInputElement, node);
  const { mode, emit } = useRuntime();
  const [value, setValue] = useSeededState(useFormSeed(props.name, props.value, asText), useForm()?.resetKey);
  useFormField(props.name, value);
  const { control, field } = useFieldStyle(style);
  const live = mode === 'live';
  const editable = live && !props.disabled;

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
      <TextInput
        value={value}
        placeholder={props.placeholder}
        placeholderTextColor={placeholderColor}
        maxLength={props.maxLength}
        secureTextEntry={props.inputType === 'password'}
        inputMode={inputModes[props.inputType] ?? 'text'}
        autoCapitalize={props.inputType === 'text' ? 'sentences' : 'none'}
        editable={editable}
        focusable={editable}
        aria-label={props.label || props.name || undefined}
        onChangeText={(text) => {
          setValue(text);
          emit(node.id, 'onChange', text);
        }}
        onFocus={() => emit(node.id, 'onFocus')}
        onBlur={() => emit(node.id, 'onBlur', value)}
        onSubmitEditing={() => emit(node.id, 'onSubmit', value)}
        style={[inputStyles.control, control]}
      />
    </FieldFrame>
  );
}
