import { MAX_REST_HEADERS, MAX_REST_QUERY, REST_MAX_RESPONSE_BYTES, REST_TIMEOUT_MS, type RestMethod, restMethods } from '@tessera/model/connectors';
import { useT } from '../../../i18n/index.ts';
import { Input, NumberInput, Select } from '../../../ui/index.ts';
import type { FieldErrors } from '../connector-form.ts';
import { BodyTemplateField } from './BodyTemplateField.tsx';
import { ParameterRows } from './ParameterRows.tsx';
import { PairRows } from './PairRows.tsx';
import { changeMethod, hasBody, type RequestForm } from './request-form.ts';

const KB = 1024;

/** The fields of a request definition; `update` applies a change and clears the error paths it makes stale. */
export function RequestFields({
  form,
  errors,
  baseUrl,
  update,
}: {
  form: RequestForm;
  errors: FieldErrors;
  baseUrl: string;
  update: (next: RequestForm, ...stale: string[]) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Input
          label={t('restRequests.editor.name')}
          required
          autoFocus
          autoComplete="off"
          value={form.name}
          placeholder={t('restRequests.editor.namePlaceholder')}
          error={errors.name}
          onChange={(event) => update({ ...form, name: event.target.value }, 'name')}
        />
        <Select
          label={t('restRequests.editor.method')}
          value={form.method}
          error={errors.method}
          onValueChange={(value) => update(changeMethod(form, value as RestMethod), 'method', 'body')}
          options={restMethods.map((method) => ({ value: method, label: method }))}
        />
      </div>
      <Input
        label={t('restRequests.editor.path')}
        required
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        value={form.path}
        description={t('restRequests.editor.pathHint', { baseUrl, placeholder: '{{id}}' })}
        error={errors.path}
        onChange={(event) => update({ ...form, path: event.target.value }, 'path')}
      />
      <PairRows
        path="query"
        rows={form.query}
        max={MAX_REST_QUERY}
        errors={errors}
        labels={{
          legend: t('restRequests.editor.query'),
          name: t('restRequests.editor.queryName'),
          value: t('restRequests.editor.queryValue'),
          add: t('restRequests.editor.addQuery'),
          remove: (name) => t('restRequests.editor.removeQuery', { name }),
        }}
        onChange={(query, ...stale) => update({ ...form, query }, ...stale)}
      />
      <PairRows
        path="headers"
        rows={form.headers}
        max={MAX_REST_HEADERS}
        errors={errors}
        labels={{
          legend: t('restRequests.editor.headers'),
          hint: t('restRequests.editor.headersHint'),
          name: t('restRequests.editor.headerName'),
          value: t('restRequests.editor.headerValue'),
          add: t('restRequests.editor.addHeader'),
          remove: (name) => t('restRequests.editor.removeHeader', { name }),
        }}
        onChange={(headers, ...stale) => update({ ...form, headers }, ...stale)}
      />
      {hasBody(form.method) && <BodyTemplateField value={form.body ?? ''} error={errors.body} onChange={(body) => update({ ...form, body }, 'body')} />}
      <ParameterRows rows={form.parameters} errors={errors} onChange={(parameters, ...stale) => update({ ...form, parameters }, ...stale, 'path', 'body')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberInput
          label={t('restRequests.editor.timeLimit')}
          description={t('restRequests.editor.timeLimitHint')}
          value={form.timeoutMs / 1000}
          min={REST_TIMEOUT_MS.min / 1000}
          max={REST_TIMEOUT_MS.max / 1000}
          precision={0}
          required
          error={errors.timeoutMs}
          onChange={(seconds) => update({ ...form, timeoutMs: Math.round((seconds ?? 0) * 1000) }, 'timeoutMs')}
        />
        <NumberInput
          label={t('restRequests.editor.sizeLimit')}
          description={t('restRequests.editor.sizeLimitHint')}
          value={form.maxResponseBytes / KB}
          min={REST_MAX_RESPONSE_BYTES.min / KB}
          max={REST_MAX_RESPONSE_BYTES.max / KB}
          precision={0}
          required
          error={errors.maxResponseBytes}
          onChange={(kilobytes) => update({ ...form, maxResponseBytes: Math.round((kilobytes ?? 0) * KB) }, 'maxResponseBytes')}
        />
      </div>
    </>
  );
}
