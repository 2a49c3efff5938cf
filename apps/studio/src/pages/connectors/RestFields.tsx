import { MAX_HEADERS } from '@tessera/model/connectors';
import { Plus, Trash2 } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { Button, Checkbox, IconButton, Input, Select, Text } from '../../ui/index.ts';
import { type AuthKind, authKinds, type ConnectorForm, type HeaderRow, headerSecretSaved, newHeaderRow } from './connector-form.ts';
import type { FieldsProps } from './SqlFields.tsx';
import { SecretInput } from './SecretInput.tsx';

/**
 * The settings of a REST connector: base URL, default headers (a secret one is write-only like
 * every secret) and the authentication with its own fields.
 */
export function RestFields({ form, errors, update }: FieldsProps) {
  const t = useT();

  function updateHeader(index: number, patch: Partial<HeaderRow>, field: 'name' | 'value') {
    const headers = form.headers.map((row, i) => (i === index ? { ...row, ...patch } : row));
    update({ headers }, `settings.headers.${index}.${field}`, 'settings.headers');
  }

  return (
    <>
      <Input
        label={t('connectors.form.baseUrl')}
        required
        type="url"
        value={form.baseUrl}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('connectors.form.baseUrlPlaceholder')}
        error={errors['settings.baseUrl']}
        onChange={(event) => update({ baseUrl: event.target.value }, 'settings.baseUrl')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('connectors.form.headers')}</legend>
        <Text className="text-xs text-slate-500">{t('connectors.form.headersHint')}</Text>
        {form.headers.map((row, index) => (
          <div key={row.key} data-testid="connector-header-row" className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto_auto]">
            <Input
              label={t('connectors.form.headerName')}
              value={row.name}
              autoComplete="off"
              spellCheck={false}
              error={errors[`settings.headers.${index}.name`]}
              onChange={(event) => updateHeader(index, { name: event.target.value }, 'name')}
            />
            {row.secret ? (
              <SecretInput
                label={t('connectors.form.headerValue')}
                secret={{ ...row.secretValue, saved: headerSecretSaved(row) }}
                removable={false}
                required
                error={errors[`settings.headers.${index}.value`]}
                onChange={(secretValue) => updateHeader(index, { secretValue }, 'value')}
              />
            ) : (
              <Input
                label={t('connectors.form.headerValue')}
                value={row.value}
                autoComplete="off"
                spellCheck={false}
                error={errors[`settings.headers.${index}.value`]}
                onChange={(event) => updateHeader(index, { value: event.target.value }, 'value')}
              />
            )}
            <Checkbox
              label={t('connectors.form.headerSecret')}
              className="sm:mt-8"
              checked={row.secret}
              onChange={(event) => updateHeader(index, { secret: event.target.checked }, 'value')}
            />
            <IconButton
              label={t('connectors.form.removeHeader', { name: row.name || String(index + 1) })}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              className="sm:mt-6"
              onClick={() => update({ headers: form.headers.filter((_, i) => i !== index) }, 'settings.headers')}
            />
          </div>
        ))}
        {errors['settings.headers'] && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {errors['settings.headers']}
          </p>
        )}
        <div>
          <Button variant="secondary" size="sm" disabled={form.headers.length >= MAX_HEADERS} onClick={() => update({ headers: [...form.headers, newHeaderRow()] })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('connectors.form.addHeader')}
          </Button>
        </div>
      </fieldset>

      <Select
        label={t('connectors.form.auth')}
        value={form.authKind}
        onValueChange={(value) => update({ authKind: value as AuthKind }, 'settings.auth', 'settings.headers')}
        options={authKinds.map((kind) => ({ value: kind, label: t(`connectors.form.authKinds.${kind}`) }))}
        error={errors['settings.auth'] ?? errors['settings.auth.kind']}
      />
      <AuthFields form={form} errors={errors} update={update} />
    </>
  );
}

function AuthFields({ form, errors, update }: Omit<FieldsProps, 'showError'>) {
  const t = useT();
  switch (form.authKind) {
    case 'none':
      return null;
    case 'apiKey':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('connectors.form.apiKeyIn')}
            value={form.apiKeyIn}
            onValueChange={(value) => update({ apiKeyIn: value as ConnectorForm['apiKeyIn'] }, 'settings.auth.in')}
            options={[
              { value: 'header', label: t('connectors.form.apiKeyInHeader') },
              { value: 'query', label: t('connectors.form.apiKeyInQuery') },
            ]}
          />
          <Input
            label={t('connectors.form.apiKeyName')}
            required
            value={form.apiKeyName}
            autoComplete="off"
            spellCheck={false}
            placeholder={form.apiKeyIn === 'header' ? 'X-API-Key' : 'api_key'}
            error={errors['settings.auth.name']}
            onChange={(event) => update({ apiKeyName: event.target.value }, 'settings.auth.name')}
          />
          <SecretInput
            label={t('connectors.form.apiKey')}
            className="sm:col-span-2"
            secret={form.apiKey}
            removable={false}
            required
            error={errors['settings.auth.key']}
            onChange={(apiKey) => update({ apiKey }, 'settings.auth.key')}
          />
        </div>
      );
    case 'bearer':
      return (
        <SecretInput
          label={t('connectors.form.token')}
          secret={form.token}
          removable={false}
          required
          error={errors['settings.auth.token']}
          onChange={(token) => update({ token }, 'settings.auth.token')}
        />
      );
    case 'basic':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('connectors.form.username')}
            required
            value={form.basicUsername}
            autoComplete="off"
            spellCheck={false}
            error={errors['settings.auth.username']}
            onChange={(event) => update({ basicUsername: event.target.value }, 'settings.auth.username')}
          />
          <SecretInput
            label={t('connectors.form.password')}
            secret={form.basicPassword}
            removable
            error={errors['settings.auth.password']}
            onChange={(basicPassword) => update({ basicPassword }, 'settings.auth.password')}
          />
        </div>
      );
    case 'oauth2':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('connectors.form.tokenUrl')}
            required
            type="url"
            className="sm:col-span-2"
            value={form.tokenUrl}
            autoComplete="off"
            spellCheck={false}
            error={errors['settings.auth.tokenUrl']}
            onChange={(event) => update({ tokenUrl: event.target.value }, 'settings.auth.tokenUrl')}
          />
          <Input
            label={t('connectors.form.clientId')}
            required
            value={form.clientId}
            autoComplete="off"
            spellCheck={false}
            error={errors['settings.auth.clientId']}
            onChange={(event) => update({ clientId: event.target.value }, 'settings.auth.clientId')}
          />
          <SecretInput
            label={t('connectors.form.clientSecret')}
            secret={form.clientSecret}
            removable={false}
            required
            error={errors['settings.auth.clientSecret']}
            onChange={(clientSecret) => update({ clientSecret }, 'settings.auth.clientSecret')}
          />
          <Input
            label={t('connectors.form.scopes')}
            className="sm:col-span-2"
            value={form.scopes}
            autoComplete="off"
            spellCheck={false}
            description={t('connectors.form.scopesHint')}
            error={Object.entries(errors).find(([path]) => path.startsWith('settings.auth.scopes'))?.[1]}
            onChange={(event) => update({ scopes: event.target.value }, 'settings.auth.scopes')}
          />
        </div>
      );
    default: {
      const never: never = form.authKind;
      return never;
    }
  }
}
