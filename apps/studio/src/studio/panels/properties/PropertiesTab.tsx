import type { ElementDeclaration, ElementNode, ExpressionEnvironment } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { BindablePropField } from './BindablePropField.tsx';
import { propFieldsOf, shownPropValue } from './prop-fields.ts';

/** The Properties tab: a form generated from the declaration's props schema, each prop bindable. */
export function PropertiesTab({
  node,
  declaration,
  bindingEnvironment,
  onPropChange,
  onBindingChange,
  disabled,
}: {
  node: ElementNode;
  declaration: ElementDeclaration;
  bindingEnvironment: ExpressionEnvironment;
  onPropChange(name: string, value: unknown): void;
  onBindingChange(prop: string, expression: string | null): void;
  disabled: boolean;
}) {
  const t = useT();
  const fields = useMemo(() => propFieldsOf(declaration), [declaration]);
  if (fields.length === 0) return <p className="text-[13px] text-slate-500">{t('studioPanels.properties.noProps')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => (
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
      ))}
    </div>
  );
}
