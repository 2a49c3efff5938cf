import { MAX_REST_PARAMETERS, restParameterTypes, type RestParameterType } from '@tessera/model/connectors';
import { Plus, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { Button, Checkbox, IconButton, Input, Select, Text } from '../../../ui/index.ts';
import type { FieldErrors } from '../connector-form.ts';
import { newParameterRow, type ParameterRow } from './request-form.ts';

/** The parameters of a request: name, type, required and example, with add and remove. */
export function ParameterRows({
  rows,
  errors,
  onChange,
}: {
  rows: ParameterRow[];
  errors: FieldErrors;
  onChange: (rows: ParameterRow[], ...stale: string[]) => void;
}) {
  const t = useT();
  const change = (index: number, patch: Partial<ParameterRow>, field: keyof ParameterRow) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      `parameters.${index}.${field}`,
      'parameters',
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('restRequests.editor.parameters')}</legend>
      <Text className="text-xs text-slate-500">{t('restRequests.editor.parametersHint')}</Text>
      {rows.map((row, index) => (
        <div key={row.key} data-testid="rest-parameter-row" className="grid items-start gap-2 sm:grid-cols-[1fr_9rem_1fr_auto_auto]">
          <Input
            label={t('restRequests.editor.parameterName')}
            value={row.name}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            error={errors[`parameters.${index}.name`]}
            onChange={(event) => change(index, { name: event.target.value }, 'name')}
          />
          <Select
            label={t('restRequests.editor.parameterType')}
            value={row.type}
            onValueChange={(value) => change(index, { type: value as RestParameterType }, 'type')}
            options={restParameterTypes.map((type) => ({ value: type, label: t(`restRequests.editor.types.${type}`) }))}
            error={errors[`parameters.${index}.type`]}
          />
          <Input
            label={t('restRequests.editor.parameterExample')}
            value={row.example}
            autoComplete="off"
            spellCheck={false}
            error={errors[`parameters.${index}.example`]}
            onChange={(event) => change(index, { example: event.target.value }, 'example')}
          />
          <Checkbox
            label={t('restRequests.editor.parameterRequired')}
            className="sm:mt-8"
            checked={row.required}
            onChange={(event) => change(index, { required: event.target.checked }, 'required')}
          />
          <IconButton
            label={t('restRequests.editor.removeParameter', { name: row.name || String(index + 1) })}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            className="sm:mt-6"
            onClick={() => onChange(rows.filter((_, i) => i !== index), 'parameters')}
          />
        </div>
      ))}
      {errors.parameters && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errors.parameters}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" disabled={rows.length >= MAX_REST_PARAMETERS} onClick={() => onChange([...rows, newParameterRow()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('restRequests.editor.addParameter')}
        </Button>
      </div>
    </fieldset>
  );
}
