import { APP_NAME_PATTERN, type ElementDeclaration, type ElementNode, type ExpressionEnvironment } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Input } from '../../../ui/index.ts';
import type { ActionTargets } from './actions/action-targets.ts';
import { BindablePropField } from './BindablePropField.tsx';
import { FilterRowsEditor, OrderRowsEditor } from './data-query/DataQueryRows.tsx';
import { ScreenVariablesEditor } from './data-query/ScreenVariablesEditor.tsx';
import { TablePickerField } from './data-query/TablePickerField.tsx';
import { type PropField, propFieldsOf, shownPropValue } from './prop-fields.ts';
import { usePropLabel } from './use-prop-label.ts';

/** Props of {@link PropertiesTab}. */
export interface PropertiesTabProps {
  node: ElementNode;
  declaration: ElementDeclaration;
  bindingEnvironment: ExpressionEnvironment;
  /** The data model's tables (the `dataSource` picker and the query's columns); `null` when not known here. */
  tables: ActionTargets['tables'];
  /** The project's connected tables (the `dataSource` picker of repeaters and tables); `null` when not known here. */
  connectedTables: ActionTargets['connectedTables'];
  /** A query name no other element of the screen publishes, for a repeater or table now reading `table`. */
  freeQueryName(table: string): string;
  /** Whether the node is the open screen's root (its `variables` are the screen's). */
  isRoot: boolean;
  onPropChange(name: string, value: unknown): void;
  onBindingChange(prop: string, expression: string | null): void;
  disabled: boolean;
}

/**
 * The Properties tab: a form generated from the declaration's props schema, each prop bindable;
 * the props the declaration edits itself (`ownEditorProps`) get their editors here: a data
 * repeater's or table's query (table, page size, filters, order) first, under "Data", and the
 * root's screen variables last.
 */
export function PropertiesTab({ node, declaration, bindingEnvironment, tables, connectedTables, freeQueryName, isRoot, onPropChange, onBindingChange, disabled }: PropertiesTabProps) {
  const t = useT();
  const propLabel = usePropLabel();
  const fields = useMemo(() => propFieldsOf(declaration), [declaration]);
  const own = new Set(declaration.ownEditorProps ?? []);
  const hasQuery = own.has('filters') && own.has('order');
  const hasVariables = own.has('variables') && isRoot;
  const inData = (field: PropField) => field.name === 'dataSource' || (hasQuery && field.name === 'pageSize');
  const dataFields = fields.filter(inData);
  const otherFields = fields.filter((field) => !inData(field));
  if (fields.length === 0 && !hasVariables) return <p className="text-[13px] text-slate-500">{t('studioPanels.properties.noProps')}</p>;

  const dataSource = typeof node.props.dataSource === 'string' ? node.props.dataSource : '';
  const connectorId = typeof node.props.connectorId === 'string' ? node.props.connectorId : undefined;
  const queryName = typeof node.props.queryName === 'string' ? node.props.queryName : '';
  // The chosen table's columns; none when no table is chosen; `null` (typed) when the tables are not known here or the table is connected.
  const columns = tables === null || connectorId !== undefined ? null : (tables.find((table) => table.name === dataSource)?.columns ?? []);
  const chooseTable = (choice: { table: string; connectorId?: string | undefined }) => {
    onPropChange('dataSource', choice.table);
    if (!hasQuery) return;
    if ((choice.connectorId || undefined) !== connectorId) onPropChange('connectorId', choice.connectorId || undefined);
    // A query without a name of its own would publish under its table's name, which another element may hold.
    if (queryName === '' && choice.table !== '') onPropChange('queryName', freeQueryName(choice.table));
  };

  const bindable = (field: PropField) => (
    <div key={`${node.id}:${field.name}`} data-testid={`prop-${field.name}`} data-kind={field.kind} data-bound={Object.hasOwn(node.bindings, field.name) || undefined}>
      <BindablePropField
        field={field}
        value={shownPropValue(node, declaration, field.name)}
        props={node.props}
        binding={Object.hasOwn(node.bindings, field.name) ? node.bindings[field.name] : undefined}
        environment={bindingEnvironment}
        disabled={disabled}
        onPropChange={onPropChange}
        onBindingChange={onBindingChange}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      {dataFields.length > 0 && (
        <section aria-label={t('studioPanels.properties.dataQuery.title')} data-testid="data-query" className="flex flex-col gap-3 border-b border-slate-200 pb-3">
          {dataFields.map((field) =>
            field.name === 'dataSource' ? (
              <div key={`${node.id}:dataSource`} data-testid="prop-dataSource" data-kind="table">
                <TablePickerField value={{ table: dataSource, connectorId }} targets={{ tables, connectedTables }} withConnected={hasQuery} disabled={disabled} onChange={chooseTable} />
              </div>
            ) : (
              bindable(field)
            ),
          )}
          {hasQuery && (
            <>
              {dataSource !== '' && (
                <Input
                  key={`${node.id}:queryName`}
                  label={propLabel('queryName')}
                  value={queryName}
                  placeholder={dataSource}
                  description={t('studioPanels.properties.dataQuery.queryNameHint', { name: queryName || dataSource })}
                  error={
                    queryName === ''
                      ? undefined
                      : !APP_NAME_PATTERN.test(queryName)
                        ? t('studioPanels.properties.dataQuery.queryNameInvalid')
                        : freeQueryName(queryName) !== queryName
                          ? t('studioPanels.properties.dataQuery.queryNameTaken')
                          : undefined
                  }
                  disabled={disabled}
                  autoComplete="off"
                  spellCheck={false}
                  data-testid="prop-queryName"
                  onChange={(event) => onPropChange('queryName', event.target.value === '' ? undefined : event.target.value)}
                />
              )}
              {columns !== null && dataSource === '' && <p className="text-xs text-slate-500">{t('studioPanels.properties.dataQuery.chooseTableFirst')}</p>}
              <FilterRowsEditor key={`${node.id}:filters`} stored={node.props.filters} columns={columns} environment={bindingEnvironment} disabled={disabled} onPropChange={onPropChange} />
              <OrderRowsEditor key={`${node.id}:order`} stored={node.props.order} columns={columns} disabled={disabled} onPropChange={onPropChange} />
            </>
          )}
        </section>
      )}
      {otherFields.map(bindable)}
      {hasVariables && <ScreenVariablesEditor key={`${node.id}:variables`} stored={node.props.variables} disabled={disabled} onPropChange={onPropChange} />}
    </div>
  );
}
