import type { ElementDeclaration, ElementNode } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { PropFieldControl } from './PropFieldControl.tsx';
import { propFieldsOf, shownPropValue } from './prop-fields.ts';

/** The Properties tab: a form generated from the declaration's props schema. */
export function PropertiesTab({
  node,
  declaration,
  onPropChange,
  disabled,
}: {
  node: ElementNode;
  declaration: ElementDeclaration;
  onPropChange(name: string, value: unknown): void;
  disabled: boolean;
}) {
  const t = useT();
  const fields = useMemo(() => propFieldsOf(declaration), [declaration]);
  if (fields.length === 0) return <p className="text-[13px] text-slate-500">{t('studioPanels.properties.noProps')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => (
        <div key={`${node.id}:${field.name}`} data-testid={`prop-${field.name}`} data-kind={field.kind}>
          <PropFieldControl field={field} value={shownPropValue(node, declaration, field.name)} props={node.props} onPropChange={onPropChange} disabled={disabled} />
        </div>
      ))}
    </div>
  );
}
