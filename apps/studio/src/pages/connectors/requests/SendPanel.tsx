import type { RestRunResult } from '@tessera/model/connectors';
import { Send } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { Button, InfoBox, Input, LoadingState, Text } from '../../../ui/index.ts';
import type { FieldErrors } from '../connector-form.ts';
import type { TypedValues } from './parameter-values.ts';
import type { ParameterRow } from './request-form.ts';
import { RunResultView } from './RunResultView.tsx';

/**
 * The editor's "Try it": a value for each named parameter (its example until another is typed),
 * Send, then the progress and the last result. Errors are keyed by parameter name; `refusal` is
 * a refused Send that names no value.
 */
export function SendPanel({
  parameters,
  values,
  errors,
  sending,
  refusal,
  result,
  onValue,
  onSend,
}: {
  parameters: ParameterRow[];
  values: TypedValues;
  errors: FieldErrors;
  sending: boolean;
  refusal: string | null;
  result: RestRunResult | null;
  onValue: (name: string, text: string) => void;
  onSend: () => void;
}) {
  const t = useT();
  const named = parameters.filter((parameter) => parameter.name.trim() !== '');
  return (
    <section aria-labelledby="rest-send-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="rest-send-title" className="text-base font-semibold text-slate-900">
        {t('restRequests.send.title')}
      </h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('restRequests.send.values')}</legend>
        {named.length === 0 && <Text className="text-xs text-slate-500">{t('restRequests.send.noParameters')}</Text>}
        {named.map((parameter) => (
          <Input
            key={parameter.key}
            label={parameter.name}
            description={t(`restRequests.editor.types.${parameter.type}`)}
            required={parameter.required}
            value={values[parameter.name] ?? ''}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            error={errors[parameter.name]}
            onChange={(event) => onValue(parameter.name, event.target.value)}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button loading={sending} onClick={onSend} aria-keyshortcuts="Control+Enter">
          <Send aria-hidden="true" className="size-4" />
          {t('restRequests.send.send')}
        </Button>
        <Text className="text-xs text-slate-500">{t('restRequests.send.shortcut')}</Text>
      </div>
      {refusal && <InfoBox tone="error">{refusal}</InfoBox>}
      {sending && <LoadingState label={t('restRequests.send.sending')} />}
      {!sending && result && <RunResultView result={result} />}
    </section>
  );
}
