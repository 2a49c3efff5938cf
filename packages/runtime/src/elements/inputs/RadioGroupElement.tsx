import { radioGroupElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { asText, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LivePressable } from '../shared/LivePressable.tsx';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { ChoiceMark } from './ChoiceMark.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';
import { validOptions } from './valid-options.ts';

/**
 * `radioGroup`: one choice among `options`, stacked or side by side (`direction`). Live, a press
 * selects an option and emits `onChange` with its value.
 */
export function RadioGroupElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(radioGroupElement, node);
  const { emit } = useRuntime();
  const [selected, setSelected] = useSeededState(useFormSeed(props.name, typeof props.value === 'string' ? props.value : null, asText), useForm()?.resetKey);
  useFormField(props.name, selected);
  const { control, field } = useFieldStyle(style);

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={field}>
      <View role="radiogroup" style={props.direction === 'row' ? styles.row : styles.column}>
        {validOptions(props.options).map((option) => (
          <LivePressable
            key={option.value}
            role="radio"
            aria-checked={option.value === selected}
            disabled={props.disabled}
            onPress={() => {
              if (option.value === selected) return;
              setSelected(option.value);
              emit(node.id, 'onChange', option.value);
            }}
            style={inputStyles.choiceRow}
          >
            <ChoiceMark kind="radio" selected={option.value === selected} />
            <Text style={[inputStyles.choiceCaption, control]}>{option.label}</Text>
          </LivePressable>
        ))}
      </View>
    </FieldFrame>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 16 },
  column: { flexDirection: 'column', gap: 8 },
});
