import { type ExpressionEnvironment, expressionFunctionNames, MAX_EXPRESSION_LENGTH } from '@tessera/model/definition';
import { useEffect, useState } from 'react';
import { type Translate, type TranslationKey, useT } from '../../../i18n/index.ts';
import { Input } from '../../../ui/index.ts';
import { useLatestCallback } from '../use-latest-callback.ts';
import { BINDING_CHECK_DELAY_MS, bindingErrorKey, bindingStatus, type BindingStatus } from './binding-status.ts';

/** Props of {@link BindingField}. */
export interface BindingFieldProps {
  prop: string;
  /** The prop's shown label. */
  label: string;
  /** The stored expression, or `undefined` while the box is open but nothing valid was sent yet. */
  stored: string | undefined;
  /** The names the expression may use here (memoised by the caller: a new object re-checks). */
  environment: ExpressionEnvironment;
  disabled: boolean;
  /** A draft that checks out, sent as the builder types (the shell merges it into one undo step); `null` once emptied. */
  onBindingChange(prop: string, expression: string | null): void;
}

/**
 * The expression box of a bound prop. Checks the draft ~150 ms after the last key (and at once
 * on Enter or leaving the box), shows its type or its error, and sends it only when it checks
 * out; the names and functions available are listed underneath.
 */
export function BindingField({ prop, label, stored, environment, disabled, onBindingChange }: BindingFieldProps) {
  const t = useT();
  const [draft, setDraft] = useState(stored ?? '');
  const [focused, setFocused] = useState(false);
  const [seenStored, setSeenStored] = useState(stored);
  const [status, setStatus] = useState<BindingStatus>(() => bindingStatus(stored ?? '', environment));
  const send = useLatestCallback(onBindingChange);

  // An undo or redo changes the stored expression: shown at once unless the builder is typing
  // (an undone binding empties the box, so leaving it does not send the old draft again).
  if (stored !== seenStored) {
    setSeenStored(stored);
    if (!focused && (stored ?? '') !== draft) setDraft(stored ?? '');
  }

  const settle = useLatestCallback((text: string) => {
    const next = bindingStatus(text, environment);
    setStatus(next);
    if (next.kind === 'ok' && text !== stored) send(prop, text);
    // An emptied box unbinds, as its hint says: the static value shows until a valid expression is typed.
    if (next.kind === 'empty' && stored !== undefined) send(prop, null);
  });
  useEffect(() => {
    const timer = setTimeout(() => settle(draft), BINDING_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, environment, settle]);

  const names = Object.keys(environment).join(', ');
  const functions = [...expressionFunctionNames.functions, ...expressionFunctionNames.methods.filter((name) => name !== 'size')].join(', ');
  return (
    <div className="flex flex-col gap-1" data-testid={`binding-${prop}`}>
      <Input
        label={t('studioPanels.properties.binding.label', { prop: label })}
        value={draft}
        placeholder={t('studioPanels.properties.binding.placeholder')}
        spellCheck={false}
        autoComplete="off"
        maxLength={MAX_EXPRESSION_LENGTH + 1}
        className="[&_input]:font-mono"
        disabled={disabled}
        error={status.kind === 'error' ? errorText(t, status) : undefined}
        description={status.kind === 'ok' ? t('studioPanels.properties.binding.type', { type: status.type }) : status.kind === 'empty' ? t('studioPanels.properties.binding.empty') : undefined}
        data-testid={`binding-input-${prop}`}

        onChange={(event) => setDraft(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          settle(draft);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle(draft);
        }}
      />
      <div className="flex flex-col text-[11px] leading-4 text-slate-500" data-testid={`binding-names-${prop}`}>
        <p>{t('studioPanels.properties.binding.names', { names })}</p>
        <p>{t('studioPanels.properties.binding.functions', { functions })}</p>
      </div>
    </div>
  );
}

function errorText(t: Translate, status: Extract<BindingStatus, { kind: 'error' }>): string {
  const near = status.near === '' ? t('studioPanels.properties.binding.theEnd') : status.near;
  return t(`studioPanels.properties.binding.errors.${bindingErrorKey(status.code)}` as TranslationKey, { near, max: MAX_EXPRESSION_LENGTH });
}
