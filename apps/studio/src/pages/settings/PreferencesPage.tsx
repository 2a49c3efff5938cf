import { useQueryClient } from '@tanstack/react-query';
import { dateFormats, type Language, languages, timeZones } from '@tessera/catalog';
import type { Preferences } from '@tessera/model/workspace-api';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { preferencesApi, preferencesKeys } from '../../api/preferences-api.ts';
import { i18n, setLanguage, type TranslationKey, useT } from '../../i18n/index.ts';
import { Button, Card, InfoBox, LoadingState, Select, toast } from '../../ui/index.ts';
import { formatInTimeZone, timeZoneOffset } from '../../i18n/format-date.ts';
import { LoadError } from './LoadError.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { usePreferences } from '../../hooks/use-date-format.ts';

/** `settings/preferences`: language, time zone and date format of the signed-in user. */
export function PreferencesPage() {
  const t = useT();
  const preferences = usePreferences();
  return (
    <SettingsFrame title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
      {preferences.isPending && <LoadingState label={t('common.loading')} />}
      {preferences.isError && <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />}
      {preferences.data && <PreferencesForm saved={preferences.data} />}
    </SettingsFrame>
  );
}

/** Today's date, re-read every minute so the example follows midnight in the chosen zone. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const t = useT();
  const queryClient = useQueryClient();
  const now = useNow();
  const [values, setValues] = useState<Preferences>(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = values.language !== saved.language || values.timeZone !== saved.timeZone || values.dateFormat !== saved.dateFormat;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      await preferencesApi.savePreferences(api, values);
      queryClient.setQueryData(preferencesKeys.preferences, values);
      // The new language applies at once, so the confirmation already reads in it.
      await setLanguage(values.language);
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    } finally {
      setSaving(false);
    }
    // `t` of this render still speaks the old language: ask i18n, which already has the new one.
    toast.success(i18n.t('settings.preferences.saved' satisfies TranslationKey));
  }

  const today = formatInTimeZone(now, timeZoneOffset(values.timeZone), false);

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={t('settings.preferences.title')}>
        {failure && <InfoBox tone="error">{failure}</InfoBox>}
        <Select
          label={t('settings.preferences.language')}
          value={values.language}
          onValueChange={(language) => setValues((v) => ({ ...v, language: language as Language }))}
          options={languages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
        />
        <Select
          label={t('settings.preferences.timeZone')}
          value={values.timeZone}
          onValueChange={(timeZone) => setValues((v) => ({ ...v, timeZone }))}
          options={timeZones.map((zone) => ({
            value: zone.id,
            label: t('settings.preferences.timeZoneOption', { id: zone.id, regions: zone.regions }),
          }))}
        />
        <Select
          label={t('settings.preferences.dateFormat')}
          value={values.dateFormat}
          onValueChange={(dateFormat) => setValues((v) => ({ ...v, dateFormat: dateFormat as Preferences['dateFormat'] }))}
          options={dateFormats.map((format) => ({ value: format, label: format }))}
          description={<span data-testid="date-example">{t('settings.preferences.example', { date: today })}</span>}
        />
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            disabled={!changed || saving}
            onClick={() => {
              setValues(saved);
              setFailure(null);
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={!changed}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
