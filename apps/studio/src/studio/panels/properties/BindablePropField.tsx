import type { ExpressionEnvironment } from '@tessera/model/definition';
import { Braces } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, IconButton } from '../../../ui/index.ts';
import { BindingField } from './BindingField.tsx';
import { PropFieldControl } from './PropFieldControl.tsx';
import type { PropField } from './prop-fields.ts';
import { usePropLabel } from './use-prop-label.ts';

/** Props of {@link BindablePropField}. */
export interface BindablePropFieldProps {
  field: PropField;
  /** The static value the field shows (the node's prop, else the default). */
  value: unknown;
  props: Readonly<Record<string, unknown>>;
  /** The prop's stored binding, if any. */
  binding: string | undefined;
  environment: ExpressionEnvironment;
  disabled: boolean;
  onPropChange(name: string, value: unknown): void;
  /** Binds the prop to an expression, or unbinds it (`null`). */
  onBindingChange(prop: string, expression: string | null): void;
}

/**
 * One prop of the Properties tab with its bind toggle: off, the prop's own field; on, the
 * expression box in its place (the static value stays stored and shows again when unbound).
 */
export function BindablePropField({ field, value, props, binding, environment, disabled, onPropChange, onBindingChange }: BindablePropFieldProps) {
  const t = useT();
  const label = usePropLabel()(field.name);
  // Open without a stored binding: the toggle was just pressed and nothing valid was typed yet.
  const [opened, setOpened] = useState(false);
  const bound = binding !== undefined || opened;
  // A switch has its label beside it, not above: the toggle sits on the switch's line.
  const inline = !bound && field.kind === 'boolean';

  // The box stays open while the builder edits it, even when emptying it unbinds the prop.
  function onExpression(prop: string, expression: string | null) {
    setOpened(true);
    onBindingChange(prop, expression);
  }

  function toggle() {
    if (bound) {
      setOpened(false);
      if (binding !== undefined) onBindingChange(field.name, null);
    } else {
      setOpened(true);
    }
  }

  return (
    <div className={cx('flex gap-1', inline ? 'items-center' : 'items-start')}>
      <div className="min-w-0 flex-1">
        {bound ? (
          <BindingField prop={field.name} label={label} stored={binding} environment={environment} disabled={disabled} onBindingChange={onExpression} />
        ) : (
          <PropFieldControl field={field} value={value} props={props} onPropChange={onPropChange} disabled={disabled} />
        )}
      </div>
      <IconButton
        size="sm"
        label={t(bound ? 'studioPanels.properties.binding.unbind' : 'studioPanels.properties.binding.bind', { prop: label })}
        aria-pressed={bound}
        icon={<Braces className="size-3.5" />}
        className={cx('shrink-0', !inline && 'mt-5', bound && 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100 hover:text-indigo-800')}
        disabled={disabled}
        data-testid={`bind-toggle-${field.name}`}
        onClick={toggle}
      />
    </div>
  );
}
