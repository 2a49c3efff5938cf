import { switchElement } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { Switch, Text, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { theme } from '../../style/theme.ts';
import { asBoolean, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { ElementHost } from '../shared/ElementHost.tsx';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { FieldError } from './FieldError.tsx';
import { inputStyles } from './input-styles.ts';
import { useFieldStyle } from './use-field-style.ts';

const trackColor = { false: theme.color.border, true: theme.color.primary };

/**
 * `switch`: an on/off switch with its caption beside it. Live, it toggles and emits `onChange`
 * (on); on the canvas it is disabled (so not focusable) but keeps its colours.
 */
export function SwitchElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(switchElement, node);
  const { mode, emit } = useRuntime();
  const [checked, setChecked] = useSeededState(useFormSeed(props.name, props.checked, asBoolean), useForm()?.resetKey);
  useFormField(props.name, checked);
  const { control, field } = useFieldStyle(style);

  return (
    <ElementHost node={node} leaf style={[props.disabled && inputStyles.disabled, field]}>
      <View style={inputStyles.choiceRow}>
        <Switch
          value={checked}
          disabled={mode !== 'live' || props.disabled}
          aria-label={props.label || props.name || undefined}
          trackColor={trackColor}
          thumbColor={theme.color.surface}
          activeThumbColor={theme.color.surface}
          onValueChange={(next) => {
            setChecked(next);
            emit(node.id, 'onChange', next);
          }}
        />
        {props.label !== '' && (
          <Text style={[inputStyles.choiceCaption, control]}>
            {props.label}
            {props.required && <Text style={inputStyles.required}> *</Text>}
          </Text>
        )}
      </View>
      <FieldError name={props.name} />
    </ElementHost>
  );
}
