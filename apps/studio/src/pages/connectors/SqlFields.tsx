import { defaultPorts, type SqlConnectorKind, type TlsMode, tlsModes } from '@tessera/model/connectors';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Input, RadioGroup, Select, TextArea } from '../../ui/index.ts';
import { applyConnectionString, type ConnectorForm, type FieldErrors } from './connector-form.ts';
import { SecretInput } from './SecretInput.tsx';

export interface FieldsProps {
  form: ConnectorForm;
  errors: FieldErrors;
  /** Changes the form; `paths` are the request paths whose shown errors the change answers. */
  update: (patch: Partial<ConnectorForm>, ...paths: string[]) => void;
  /** Shows a message under the field of a request path. */
  showError: (path: string, message: string) => void;
}

/**
 * The settings of a SQL connector: host, port (the kind's usual one to start with), database,
 * user, password, TLS mode and an optional CA certificate, typed or read from a pasted
 * connection string (the shared parser fills the fields; its refusal shows under the string).
 */
export function SqlFields({ form, errors, update, showError }: FieldsProps) {
  const t = useT();
  const kind = form.kind as SqlConnectorKind;
  const [filled, setFilled] = useState(false);
  return (
    <>
      <RadioGroup
        label={t('connectors.form.sqlInput')}
        orientation="horizontal"
        value={form.sqlInput}
        onValueChange={(value) => update({ sqlInput: value as ConnectorForm['sqlInput'] })}
        options={[
          { value: 'fields', label: t('connectors.form.byFields') },
          { value: 'connectionString', label: t('connectors.form.byString') },
        ]}
      />
      {form.sqlInput === 'connectionString' && (
        <Input
          label={t('connectors.form.connectionString')}
          value={form.connectionString}
          autoComplete="off"
          spellCheck={false}
          placeholder={kind === 'oracle' ? 'user/password@host:1521/service' : `${kind === 'mssql' ? 'sqlserver' : kind}://user:password@host:${defaultPorts[kind]}/database`}
          description={filled && !errors.connectionString ? t('connectors.form.connectionStringFilled') : t('connectors.form.connectionStringHint')}
          error={errors.connectionString}
          onChange={(event) => {
            const { form: next, error } = applyConnectionString(form, event.target.value);
            setFilled(error === null && event.target.value.trim() !== '');
            update(next, 'settings.host', 'settings.port', 'settings.database', 'settings.user', 'settings.password', 'connectionString');
            if (error) showError('connectionString', error);
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Input
          label={t('connectors.form.host')}
          required
          value={form.host}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('connectors.form.hostPlaceholder')}
          error={errors['settings.host']}
          onChange={(event) => update({ host: event.target.value }, 'settings.host')}
        />
        <Input
          label={t('connectors.form.port')}
          inputMode="numeric"
          value={form.port}
          description={t('connectors.form.portHint', { port: defaultPorts[kind] })}
          error={errors['settings.port']}
          onChange={(event) => update({ port: event.target.value }, 'settings.port')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={kind === 'oracle' ? t('connectors.form.serviceName') : t('connectors.form.database')}
          required
          value={form.database}
          autoComplete="off"
          spellCheck={false}
          error={errors['settings.database']}
          onChange={(event) => update({ database: event.target.value }, 'settings.database')}
        />
        <Input
          label={t('connectors.form.user')}
          required
          value={form.user}
          autoComplete="off"
          spellCheck={false}
          error={errors['settings.user']}
          onChange={(event) => update({ user: event.target.value }, 'settings.user')}
        />
      </div>
      <SecretInput
        label={t('connectors.form.password')}
        secret={form.password}
        removable
        error={errors['settings.password']}
        onChange={(password) => update({ password }, 'settings.password')}
      />
      <Select
        label={t('connectors.form.tlsMode')}
        value={form.tlsMode}
        onValueChange={(value) => update({ tlsMode: value as TlsMode }, 'settings.tls.mode', 'settings.tls.caPem')}
        options={tlsModes.map((mode) => ({ value: mode, label: t(`connectors.form.tlsModes.${mode}`) }))}
        error={errors['settings.tls.mode']}
      />
      {form.tlsMode === 'verify-full' && kind === 'oracle' && <p className="text-xs text-slate-600">{t('connectors.form.oracleCa')}</p>}
      {form.tlsMode === 'verify-full' && kind !== 'oracle' && (
        <TextArea
          label={t('connectors.form.caPem')}
          labelHint={t('connectors.form.optional')}
          rows={3}
          spellCheck={false}
          className="font-mono"
          value={form.caPem}
          placeholder="-----BEGIN CERTIFICATE-----"
          description={t('connectors.form.caPemHint')}
          error={errors['settings.tls.caPem']}
          onChange={(event) => update({ caPem: event.target.value }, 'settings.tls.caPem')}
        />
      )}
    </>
  );
}
