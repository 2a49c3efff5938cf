import { devicePresets, devicePresetTypes } from '@tessera/catalog';
import { type AppSettings, variableTypes, type VariableType } from '@tessera/model/definition';
import type { ScreenSummary } from '@tessera/model/workspace-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { appSettingsApi, appSettingsKeys } from '../api/app-settings-api.ts';
import { api } from '../api/client.ts';
import { useT } from '../i18n/index.ts';
import { Button, EmptyState, IconButton, InfoBox, Input, LoadingState, Select, toast } from '../ui/index.ts';
import { LoadError } from '../pages/settings/LoadError.tsx';
import { useDomainName } from '../workspace/use-workspace-detail.ts';
import { AppIconSection } from './AppIconSection.tsx';
import { useAppSettings } from './use-app-settings.ts';
import { type FieldError, formAfterSavedChange, formOf, readForm, rowKey, type RunSettingsForm } from './run-settings-form.ts';

export interface RunSettingsModeProps {
  projectId: string;
  /** The project's screens (the start screen is chosen among its pages). */
  screens: readonly ScreenSummary[];
  /** A member without a Developer seat looks but does not change. */
  readOnly: boolean;
  /** Called with the saved settings (the studio's Run uses them). */
  onSaved?: (settings: AppSettings) => void;
}

const FIRST_SCREEN = '__first';
const STUDIO_DEVICE = '__studio';

/**
 * The studio's `runSettings` mode: the app icon (saved as soon as it is chosen), then the start
 * screen, the Run preview's device, the app's variables and its environment values, saved
 * together (`PUT …/app-settings`). Every field is
 * checked as the builder types, with the server's own checks; the server's refusal is shown too.
 */
export function RunSettingsMode(props: RunSettingsModeProps) {
  const t = useT();
  const settings = useAppSettings(props.projectId);
  return (
    <main data-testid="studio-mode-runSettings" className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-6">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-xl font-semibold text-slate-900">{t('runSettings.title')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t('runSettings.description')}</p>
        <div className="mb-6">
          <AppIconSection projectId={props.projectId} readOnly={props.readOnly} />
        </div>
        {settings.isPending && <LoadingState label={t('runSettings.loading')} />}
        {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
        {settings.isSuccess && <RunSettingsEditor {...props} saved={settings.data} />}
      </div>
    </main>
  );
}

function RunSettingsEditor({ projectId, screens, readOnly, onSaved, saved }: RunSettingsModeProps & { saved: AppSettings }) {
  const t = useT();
  const domainName = useDomainName();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RunSettingsForm>(() => formOf(saved));
  // The settings the form started from. When they change (a save, or another builder's read
  // again on focus) the form follows them unless the builder has typed something, and nothing
  // is remounted: an open list stays open and focus stays where it is.
  const [base, setBase] = useState(saved);
  if (base !== saved && JSON.stringify(base) !== JSON.stringify(saved)) {
    setBase(saved);
    setForm(formAfterSavedChange(form, base, saved));
  }
  const [serverError, setServerError] = useState<string | null>(null);
  const { settings, errors } = useMemo(() => readForm(form), [form]);
  const dirty = JSON.stringify(settings) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: (next: AppSettings) => appSettingsApi.save(api, projectId, next),
    onSuccess: (next) => {
      setServerError(null);
      queryClient.setQueryData(appSettingsKeys.one(domainName, projectId), next);
      // Every reader of the settings (Run, the binding and action editors' names) fetches them again.
      void queryClient.invalidateQueries({ queryKey: appSettingsKeys.one(domainName, projectId) });
      toast.success(t('runSettings.saved'));
      onSaved?.(next);
    },
    onError: (error) => setServerError(errorMessage(error)),
  });
  const messageOf = (field: string): string | undefined => {
    const error: FieldError | undefined = errors[field];
    if (!error) return undefined;
    return 'text' in error ? error.text : t(`runSettings.errors.${error.key}`);
  };
  const hasErrors = Object.keys(errors).length > 0;
  const change = (next: Partial<RunSettingsForm>) => setForm((current) => ({ ...current, ...next }));
  const pages = screens.filter((screen) => screen.kind === 'screen');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors || readOnly) return;
    save.mutate(settings);
  };

  const deviceOptions = devicePresetTypes.map((type) => ({
    label: type,
    options: devicePresets.filter((preset) => preset.type === type).map((preset) => ({ value: preset.id, label: preset.model })),
  }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('runSettings.title')} className="space-y-6">
      <fieldset disabled={readOnly} className="space-y-6">
        <section className="rounded-lg border border-slate-200 bg-white p-5">
          {pages.length === 0 ? (
            <EmptyState icon={<Monitor className="size-6" />} title={t('runSettings.noScreensTitle')} text={t('runSettings.noScreensText')} />
          ) : (
            <Select
              label={t('runSettings.startScreen')}
              description={t('runSettings.startScreenHint')}
              value={form.startScreenId ?? FIRST_SCREEN}
              onValueChange={(value) => change({ startScreenId: value === FIRST_SCREEN ? null : value })}
              options={[{ value: FIRST_SCREEN, label: t('runSettings.firstScreen') }, ...pages.map((screen) => ({ value: screen.id, label: screen.name }))]}
              disabled={readOnly}
            />
          )}
          <div className="mt-4">
            <Select
              label={t('runSettings.previewDevice')}
              description={t('runSettings.previewDeviceHint')}
              value={form.previewDeviceId ?? STUDIO_DEVICE}
              onValueChange={(value) => change({ previewDeviceId: value === STUDIO_DEVICE ? null : value })}
              options={[{ value: STUDIO_DEVICE, label: t('runSettings.studioDevice') }, ...deviceOptions]}
              disabled={readOnly}
            />
          </div>
        </section>

        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="run-settings-manifest">
          <h2 id="run-settings-manifest" className="font-medium text-slate-900">{t('runSettings.manifest')}</h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">{t('runSettings.manifestHint')}</p>
          <div className="grid grid-cols-[2fr_1fr_1fr] items-start gap-2">
            <Input label={t('runSettings.manifestName')} value={form.manifestName} onChange={(event) => change({ manifestName: event.target.value })} error={messageOf('manifestName')} autoComplete="off" />
            <Input label={t('runSettings.themeColor')} value={form.themeColor} placeholder={t('runSettings.colorPlaceholder')} onChange={(event) => change({ themeColor: event.target.value })} error={messageOf('themeColor')} autoComplete="off" />
            <Input
              label={t('runSettings.backgroundColor')}
              value={form.backgroundColor}
              placeholder={t('runSettings.colorPlaceholder')}
              onChange={(event) => change({ backgroundColor: event.target.value })}
              error={messageOf('backgroundColor')}
              autoComplete="off"
            />
          </div>
        </section>

        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="run-settings-variables">
          <h2 id="run-settings-variables" className="font-medium text-slate-900">{t('runSettings.variables')}</h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">{t('runSettings.variablesHint')}</p>
          {form.variables.length === 0 && <p className="mb-3 text-sm text-slate-500">{t('runSettings.noVariables')}</p>}
          <ul className="space-y-3">
            {form.variables.map((row, index) => {
              const update = (next: Partial<typeof row>) => change({ variables: form.variables.map((other) => (other.key === row.key ? { ...other, ...next } : other)) });
              return (
                <li key={row.key} data-testid="app-variable-row" className="grid grid-cols-[1fr_10rem_1fr_auto] items-start gap-2">
                  <Input label={t('runSettings.variableName')} value={row.name} onChange={(event) => update({ name: event.target.value })} error={messageOf(`variables.${index}.name`)} autoComplete="off" />
                  <Select
                    label={t('runSettings.variableType')}
                    value={row.type}
                    onValueChange={(value) => update({ type: value as VariableType })}
                    options={variableTypes.map((type) => ({ value: type, label: t(`runSettings.types.${type}`) }))}
                    disabled={readOnly}
                  />
                  <Input label={t('runSettings.variableInitial')} value={row.initialText} onChange={(event) => update({ initialText: event.target.value })} error={messageOf(`variables.${index}.initial`)} autoComplete="off" />
                  <IconButton
                    className="mt-6"
                    label={t('runSettings.removeVariable', { name: row.name || String(index + 1) })}
                    onClick={() => change({ variables: form.variables.filter((other) => other.key !== row.key) })}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    variant="danger"
                  />
                </li>
              );
            })}
          </ul>
          <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => change({ variables: [...form.variables, { key: rowKey(), name: '', type: 'text', initialText: '' }] })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('runSettings.addVariable')}
          </Button>
        </section>

        <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="run-settings-environment">
          <h2 id="run-settings-environment" className="font-medium text-slate-900">{t('runSettings.environment')}</h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">{t('runSettings.environmentHint')}</p>
          {form.environment.length === 0 && <p className="mb-3 text-sm text-slate-500">{t('runSettings.noEnvironment')}</p>}
          <ul className="space-y-3">
            {form.environment.map((row, index) => {
              const update = (next: Partial<typeof row>) => change({ environment: form.environment.map((other) => (other.key === row.key ? { ...other, ...next } : other)) });
              return (
                <li key={row.key} data-testid="environment-row" className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
                  <Input label={t('runSettings.environmentName')} value={row.name} onChange={(event) => update({ name: event.target.value })} error={messageOf(`environment.${index}.name`)} autoComplete="off" />
                  <Input label={t('runSettings.environmentValue')} value={row.value} onChange={(event) => update({ value: event.target.value })} autoComplete="off" />
                  <IconButton
                    className="mt-6"
                    label={t('runSettings.removeEnvironment', { name: row.name || String(index + 1) })}
                    onClick={() => change({ environment: form.environment.filter((other) => other.key !== row.key) })}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    variant="danger"
                  />
                </li>
              );
            })}
          </ul>
          <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => change({ environment: [...form.environment, { key: rowKey(), name: '', value: '' }] })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('runSettings.addEnvironment')}
          </Button>
        </section>
      </fieldset>

      {serverError && (
        <InfoBox tone="error" testId="run-settings-error">
          {serverError}
        </InfoBox>
      )}
      {!readOnly && (
        <div className="flex items-center justify-end gap-3">
          {hasErrors ? <span className="text-sm text-red-700">{t('runSettings.fixProblems')}</span> : dirty ? <span className="text-sm text-slate-500">{t('runSettings.unsaved')}</span> : null}
          <Button type="submit" disabled={hasErrors || !dirty || save.isPending}>
            {t('runSettings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
