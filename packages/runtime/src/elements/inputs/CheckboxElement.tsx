import { checkboxElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Text } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { asBoolean, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { LivePressable } from '../shared/LivePressable.tsx';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { ChoiceMark } from './ChoiceMark.tsx';
import { FieldError } from './FieldError.tsx';
import { inputStyles } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

/** `checkbox`: a tick box with its caption beside it. Live, a press toggles it and emits `onChange` (checked). */
export function CheckboxElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(checkboxElement, node);
  const { emit } = useRuntime();
  const [checked, setChecked] = useSeededState(useFormSeed(props.name, props.checked, asBoolean), useForm()?.resetKey);
  useFormField(props.name, checked);
  const { control, field } = useFieldStyle(style);

  const toggle = (): void => {
    setChecked(!checked);
    emit(node.id, 'onChange', !checked);
  };

  return (
    <ElementHost node={node} leaf style={[props.disabled && inputStyles.disabled, field]}>
      <LivePressable
        role="checkbox"
        aria-checked={checked}
        aria-label={props.label || props.name || undefined}
        disabled={props.disabled}
        onPress={toggle}
        style={inputStyles.choiceRow}
      >
        <ChoiceMark kind="checkbox" selected={checked} />
        {props.label !== '' && (
          <Text style={[inputStyles.choiceCaption, control]}>
            {props.label}
            {props.required && <Text style={inputStyles.required}> *</Text>}
          </Text>
        )}
      </LivePressable>
      <FieldError name={props.name} />
    </ElementHost>
  );
}
