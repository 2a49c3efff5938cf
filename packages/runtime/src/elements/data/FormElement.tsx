import { formElement } from '@tessera/model/definition';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { StyleSheet } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { ButtonView } from '../button/ButtonView.tsx';
import type { ElementProps } from '../element-component.ts';
import { LayoutBox } from '../layout/LayoutBox.tsx';
import { useElementProps } from '../resolve-props.ts';
import { type FormBinding, FormContext } from './form-context.ts';

/**
 * `form`: its children stacked, then a submit button reading `submitText`. Live, the inputs inside
 * it record their values under their `name`; the submit button (or a child button of type
 * `submit`) emits `onSubmit` with those values as one object, and a `reset` button puts every
 * input back to its `value` prop.
 */
export function FormElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(formElement, node);
  const { mode, emit } = useRuntime();
  // Mutated in place by the inputs' effects: typing must not re-render the form.
  const values = useRef(new Map<string, unknown>());
  const [resetKey, setResetKey] = useState(0);

  const binding = useMemo<FormBinding>(
    () => ({
      setField: (name, value) => {
        if (value === undefined) values.current.delete(name);
        else values.current.set(name, value);
      },
      submit: () => emit(node.id, 'onSubmit', Object.fromEntries(values.current)),
      reset: () => setResetKey((key) => key + 1),
      resetKey,
    }),
    [emit, node.id, resetKey],
  );

  const submit = <ButtonView text={props.submitText} variant="primary" onPress={binding.submit} style={styles.submit} />;
  const form = (
    <LayoutBox node={node} style={style} direction="column" align="stretch" gap={12} footer={submit}>
      {children}
    </LayoutBox>
  );
  return mode === 'live' ? <FormContext.Provider value={binding}>{form}</FormContext.Provider> : form;
}

const styles = StyleSheet.create({
  submit: { alignSelf: 'flex-start' },
});
