import { textAreaElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { StyleSheet, TextInput } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { asText, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

const LINE_HEIGHT = 20;

/**
 * `textArea`: a multi-line text box `rows` lines high. Live, it keeps what is typed and emits
 * `onChange` (the text) and `onBlur`; on the canvas it can be neither edited nor focused.
 */
export function TextAreaElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof textAreaElement, 'maxLength'>(textAreaElement, node);
  const { mode, emit } = useRuntime();
  const [value, setValue] = useSeededState(useFormSeed(props.name, props.value, asText), useForm()?.resetKey);
  useFormField(props.name, value);
  const { control, field } = useFieldStyle(style);
  const rows = Math.max(1, Math.round(props.rows));
  const height = useMemo(() => ({ minHeight: rows * LINE_HEIGHT + 18 }), [rows]);
  const editable = mode === 'live' && !props.disabled;

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
      <TextInput
        multiline
        numberOfLines={rows}
        value={value}
        placeholder={props.placeholder}
        placeholderTextColor={placeholderColor}
        maxLength={props.maxLength}
        editable={editable}
        focusable={editable}
        aria-label={props.label || props.name || undefined}
        onChangeText={(text) => {
          setValue(text);
          emit(node.id, 'onChange', text);
        }}
        onBlur={() => emit(node.id, 'onBlur', value)}
        style={[inputStyles.control, styles.area, height, control]}
      />
    </FieldFrame>
  );
}

const styles = StyleSheet.create({
  area: { lineHeight: LINE_HEIGHT, textAlignVertical: 'top' },
});
