import { type ElementNode, formElement } from '@tessera/model/definition';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { StyleSheet } from 'react-native';
import type { DataClient } from '../../clients/data-client.ts';
import { tableRules } from '../../clients/table-rules.ts';
import { type FormController, useAppHost } from '../../context/app-host-context.ts';
import { useRuntime } from '../../context/runtime-context.ts';
import { ButtonView } from '../button/ButtonView.tsx';
import type { ElementProps } from '../element-component.ts';
import { LayoutBox } from '../layout/LayoutBox.tsx';
import { useElementProps } from '../resolve-props.ts';
import { type FormBinding, FormContext } from './form-context.ts';

/** The row `recordId` names in `table` (by its primary key, `id` when the API does not say), or null. */
async function loadRecord(data: DataClient, table: string, recordId: string): Promise<Record<string, unknown> | null> {
  const description = await data.describe();
  const key = (description.ok ? tableRules(description.value, table, 'update')?.primaryKey : null) ?? 'id';
  const page = await data.select(table, { filters: [{ column: key, operator: 'eq', value: recordId }], limit: 1 });
  return page.ok ? (page.value.rows[0] ?? null) : null;
}

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/** The named inputs inside a form's tree (not inside a form nested in it): name, caption, required. */
export function formFields(node: ElementNode): { name: string; label: string; required: boolean }[] {
  const fields: { name: string; label: string; required: boolean }[] = [];
  const stack = [...node.children].reverse();
  while (stack.length > 0) {
    const child = stack.pop()!;
    const { name, label, required } = child.props;
    if (typeof name === 'string' && name !== '') fields.push({ name, label: typeof label === 'string' ? label : '', required: required === true });
    if (child.type !== 'form') stack.push(...[...child.children].reverse());
  }
  return fields;
}

/**
 * `form`: its children stacked, then a submit button reading `submitText`. Live, the inputs inside
 * it record their values under their `name`; the submit button (or a child button of type
 * `submit`) emits `onSubmit` with those values as one object, and a `reset` button puts every
 * input back to its `value` prop. In an app host it registers itself, so the host checks and
 * writes it to its table on submit, and shows each problem under its field; with a `recordId` it
 * first reads that row, whose columns seed the inputs of the same name, and submits an update.
 */
export function FormElement({ node, style, children }: ElementProps): ReactNode {
  const props = useElementProps(formElement, node);
  const { mode, emit } = useRuntime();
  const host = useAppHost();
  // Mutated in place by the inputs' effects: typing must not re-render the form.
  const values = useRef(new Map<string, unknown>());
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>(NO_ERRORS);
  const [record, setRecord] = useState<Readonly<Record<string, unknown>> | null>(null);

  const binding = useMemo<FormBinding>(
    () => ({
      setField: (name, value) => {
        if (value === undefined) values.current.delete(name);
        else values.current.set(name, value);
      },
      submit: () => emit(node.id, 'onSubmit', Object.fromEntries(values.current)),
      reset: () => setResetKey((key) => key + 1),
      resetKey,
      errors,
      record,
    }),
    [emit, node.id, resetKey, errors, record],
  );

  const nodeRef = useRef(node);
  nodeRef.current = node;
  const recordId = props.recordId === null || props.recordId === '' ? null : String(props.recordId);
  useEffect(() => {
    if (mode !== 'live' || !host) return undefined;
    const controller: FormController = {
      table: props.dataSource,
      recordId,
      resetOnSubmit: props.resetOnSubmit,
      values: () => Object.fromEntries(values.current),
      fields: () => formFields(nodeRef.current),
      setErrors: (next) => setErrors(Object.keys(next).length === 0 ? NO_ERRORS : next),
      reset: () => setResetKey((key) => key + 1),
    };
    return host.registerForm(node.id, controller);
  }, [mode, host, node.id, props.dataSource, recordId, props.resetOnSubmit]);

  // Editing a row: read it once per record id, by the table's primary key, to seed the inputs.
  useEffect(() => {
    setRecord(null);
    if (mode !== 'live' || !host || props.dataSource === '' || recordId === null) return undefined;
    let current = true;
    void loadRecord(host.data, props.dataSource, recordId).then((row) => {
      if (current) setRecord(row);
    });
    return () => {
      current = false;
    };
  }, [mode, host, props.dataSource, recordId]);

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
