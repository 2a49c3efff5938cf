import { useId } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Input, NumberInput, Select, Switch, TextArea } from '../../../../ui/index.ts';
import type { ActionField } from './action-fields.ts';
import type { MapRow } from './action-draft.ts';
import { restRequestKey, type ActionTargets } from './action-targets.ts';
import { checkTemplateWith } from './expression-checker.ts';
import { ExpressionInput } from './ExpressionInput.tsx';
import { PickerField } from './PickerField.tsx';
import { RowsField } from './RowsField.tsx';
import { tableChoiceKey, tableChoices, tableOfChoiceKey } from './table-choices.ts';
import type { ActionLabels } from './use-action-labels.ts';

/** Props of {@link ParamField}. */
export interface ParamFieldProps {
  field: ActionField;
  /** Every param of the action in form shape (a field may read or write two, such as `connectorId`/`requestId`). */
  params: Readonly<Record<string, unknown>>;
  onParamsChange(patch: Record<string, unknown>): void;
  targets: ActionTargets;
  labels: ActionLabels;
  error?: string | undefined;
  autoFocus?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const rowsOf = <Row,>(value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const choiceOptions = (values: readonly string[], labels: ActionLabels) => values.map((value) => ({ value, label: labels.choice(value) }));

/** A list of suggestions for a text box (columns, parameters, variables). */
function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/** The control of one action param, by the kind its schema (and name) gives it. */
export function ParamField({ field, params, onParamsChange, targets, labels, error, autoFocus }: ParamFieldProps) {
  const t = useT();
  const listId = useId();
  const label = labels.param(field.name);
  const value = params[field.name];
  const testId = `action-param-${field.name}`;
  const set = (next: unknown) => onParamsChange({ [field.name]: next });
  const columnsOfTable = text(params.connectorId) === '' ? (targets.tables?.find((table) => table.name === text(params.table))?.columns ?? []) : [];

  switch (field.kind) {
    case 'screen':
      return (
        <PickerField
          label={label}
          value={text(value)}
          onChange={set}
          options={targets.screens.map((screen) => ({ value: screen.id, label: screen.name }))}
          error={error}
          required={!field.optional}
          testId={testId}
        />
      );
    case 'element':
      return (
        <PickerField
          label={label}
          value={text(value)}
          onChange={set}
          options={targets.elements.filter((element) => element.type === field.elementType).map((element) => ({ value: element.id, label: element.name }))}
          error={error}
          required={!field.optional}
          testId={testId}
        />
      );
    case 'table':
      return (
        <PickerField
          label={label}
          value={field.connected ? tableChoiceKey({ table: text(value), connectorId: text(params.connectorId) }) : text(value)}
          onChange={(key) => {
            if (!field.connected) return set(key);
            const { table, connectorId } = tableOfChoiceKey(key);
            onParamsChange({ table, connectorId });
          }}
          options={tableChoices(targets, field.connected, t('studioPanels.properties.dataQuery.dataModelTables'))}
          error={error}
          required={!field.optional}
          testId={testId}
        />
      );
    case 'restRequest': {
      const requests = targets.restRequests;
      const current = text(params.connectorId) === '' ? '' : restRequestKey(text(params.connectorId), text(params.requestId));
      if (requests === null) {
        return (
          <div className="grid grid-cols-2 gap-2">
            <Input label={label} value={text(params.connectorId)} onChange={(event) => onParamsChange({ connectorId: event.target.value })} error={error} data-testid={testId} />
            <Input label={labels.param('requestId')} value={text(params.requestId)} onChange={(event) => onParamsChange({ requestId: event.target.value })} data-testid="action-param-requestId" />
          </div>
        );
      }
      const byConnector = new Map<string, { label: string; options: { value: string; label: string }[] }>();
      for (const request of requests) {
        const group = byConnector.get(request.connectorId) ?? { label: request.connectorName, options: [] };
        group.options.push({ value: restRequestKey(request.connectorId, request.requestId), label: request.name });
        byConnector.set(request.connectorId, group);
      }
      return (
        <PickerField
          label={label}
          value={current}
          onChange={(key) => {
            const request = requests.find((each) => restRequestKey(each.connectorId, each.requestId) === key);
            if (request) onParamsChange({ connectorId: request.connectorId, requestId: request.requestId });
          }}
          options={[...byConnector.values()]}
          error={error}
          required={!field.optional}
          testId={testId}
        />
      );
    }
    case 'variable': {
      const ref = field.flat ? { scope: text(params.scope), name: text(value) } : { scope: text((value as { scope?: unknown } | undefined)?.scope) || 'screen', name: text((value as { name?: unknown } | undefined)?.name) };
      const update = (next: { scope: string; name: string }) => (field.flat ? onParamsChange({ scope: next.scope, name: next.name }) : set(next));
      const known = ref.scope === 'app' ? (targets.appVariables ?? []) : targets.screenVariables;
      return (
        <div role="group" aria-label={label} className="grid grid-cols-[8rem_1fr] gap-2" data-testid={testId}>
          <Select
            label={field.flat ? labels.param('scope') : label}
            options={choiceOptions(['screen', 'app'], labels)}
            value={ref.scope}
            onValueChange={(scope) => update({ ...ref, scope })}
          />
          <Input
            label={t('studioPanels.actions.fields.variableName')}
            value={ref.name}
            list={listId}
            onChange={(event) => update({ ...ref, name: event.target.value })}
            error={error}
            autoComplete="off"
            spellCheck={false}
            data-testid={`${testId}-name`}
          />
          <Suggestions id={listId} values={known} />
        </div>
      );
    }
    case 'expression':
      return (
        <ExpressionInput
          label={label}
          value={text(value)}
          onChange={set}
          error={error}
          checkExpression={targets.checkExpression}
          description={t('studioPanels.actions.fields.expressionHint')}
          testId={testId}
          autoFocus={autoFocus}
        />
      );
    case 'template':
    case 'text': {
      // A template's {{ expression }} parts are checked as the builder types, as expressions are.
      const partIssue = field.kind === 'template' && targets.checkExpression ? checkTemplateWith(targets.checkExpression, text(value)) : null;
      const common = {
        label,
        value: text(value),
        error: error ?? partIssue ?? undefined,
        required: !field.optional,
        autoFocus,
        autoComplete: 'off',
        description: field.kind === 'template' ? t('studioPanels.actions.fields.templateHint') : undefined,
        'data-testid': testId,
      };
      return field.kind === 'template' && field.multiline ? (
        <TextArea {...common} rows={3} onChange={(event) => set(event.target.value)} />
      ) : (
        <Input {...common} spellCheck={false} onChange={(event) => set(event.target.value)} />
      );
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set(next ?? undefined)}
          {...(field.bounds.min === undefined ? {} : { min: field.bounds.min })}
          {...(field.bounds.max === undefined ? {} : { max: field.bounds.max })}
          {...(field.integer ? { precision: 0 } : {})}
          error={error}
        />
      );
    case 'choice':
      return (
        <div data-testid={testId} data-value={text(value)}>
          <Select
            label={label}
            options={[...(field.optional ? [{ value: '-', label: t('studioPanels.actions.fields.none') }] : []), ...choiceOptions(field.options, labels)]}
            value={text(value) || (field.optional ? '-' : '')}
            onValueChange={(next) => set(next === '-' ? undefined : next)}
            error={error}
          />
        </div>
      );
    case 'boolean':
      return <Switch label={label} checked={value === true} onCheckedChange={set} />;
    case 'expressionMap': {
      const names = field.keys === 'columns' ? columnsOfTable : field.keys === 'restParameters' ? (targets.restRequests?.find((request) => request.connectorId === text(params.connectorId) && request.requestId === text(params.requestId))?.parameters ?? []) : [];
      return (
        <RowsField<MapRow>
          label={label}
          rows={rowsOf<MapRow>(value)}
          onChange={set}
          emptyRow={() => ({ name: '', value: '' })}
          error={error}
          testId={testId}
          renderRow={(row, update, index) => (
            <>
              <Input
                label={t('studioPanels.actions.fields.rowName')}
                hideLabel
                placeholder={t('studioPanels.actions.fields.rowName')}
                value={row.name}
                list={listId}
                onChange={(event) => update({ ...row, name: event.target.value })}
                autoComplete="off"
                spellCheck={false}
                data-testid={`${testId}-name-${index}`}
              />
              <ExpressionInput label={labels.param('value')} hideLabel placeholder={labels.param('value')} value={row.value} onChange={(next) => update({ ...row, value: next })} checkExpression={targets.checkExpression} testId={`${testId}-value-${index}`} />
              {index === 0 && <Suggestions id={listId} values={names} />}
            </>
          )}
        />
      );
    }
    case 'filters':
      return (
        <RowsField<{ column: string; operator: string; value: string }>
          label={label}
          rows={rowsOf(value)}
          onChange={set}
          emptyRow={() => ({ column: '', operator: field.operators[0] ?? 'eq', value: '' })}
          error={error}
          testId={testId}
          renderRow={(row, update, index) => (
            <>
              <Input label={t('studioPanels.actions.fields.column')} hideLabel placeholder={t('studioPanels.actions.fields.column')} value={row.column} list={listId} onChange={(event) => update({ ...row, column: event.target.value })} autoComplete="off" />
              <Select label={t('studioPanels.actions.fields.operator')} hideLabel options={choiceOptions(field.operators, labels)} value={row.operator} onValueChange={(operator) => update({ ...row, operator })} />
              <ExpressionInput label={labels.param('value')} hideLabel placeholder={labels.param('value')} value={row.value} onChange={(next) => update({ ...row, value: next })} checkExpression={targets.checkExpression} testId={`${testId}-value-${index}`} />
              {index === 0 && <Suggestions id={listId} values={columnsOfTable} />}
            </>
          )}
        />
      );
    case 'order':
      return (
        <RowsField<{ column: string; direction: string }>
          label={label}
          rows={rowsOf(value)}
          onChange={set}
          emptyRow={() => ({ column: '', direction: 'asc' })}
          error={error}
          testId={testId}
          renderRow={(row, update, index) => (
            <>
              <Input label={t('studioPanels.actions.fields.column')} hideLabel placeholder={t('studioPanels.actions.fields.column')} value={row.column} list={listId} onChange={(event) => update({ ...row, column: event.target.value })} autoComplete="off" />
              <Select label={t('studioPanels.actions.fields.direction')} hideLabel options={choiceOptions(['asc', 'desc'], labels)} value={row.direction} onValueChange={(direction) => update({ ...row, direction })} />
              {index === 0 && <Suggestions id={listId} values={columnsOfTable} />}
            </>
          )}
        />
      );
    case 'unsupported':
      return (
        <Input label={label} value={JSON.stringify(value ?? null)} readOnly description={t('studioPanels.actions.fields.unsupported')} data-testid={testId} />
      );
    default: {
      const never: never = field;
      throw new Error(`unknown action field ${JSON.stringify(never)}`);
    }
  }
}
