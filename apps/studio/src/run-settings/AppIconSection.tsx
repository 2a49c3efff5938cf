import { APP_ICON_MAX_BYTES, type AppIconAnswer, appAssetAddress } from '@tessera/model/releases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, RotateCcw } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { appIconApi, appIconKeys } from './app-icon-api.ts';
import { api } from '../api/client.ts';
import { useDataTransport } from '../data/rows/use-rows-api.ts';
import { useT } from '../i18n/index.ts';
import { Button, InfoBox, LoadingState, toast } from '../ui/index.ts';
import { LoadError } from '../pages/settings/LoadError.tsx';
import { useDomainName } from '../workspace/use-workspace-detail.ts';
import { useAppIcon } from './use-app-icon.ts';

/** The player's own icon, shown while the app has none. */
const DEFAULT_ICON = '/player/icons/icon-192.png';
const PREVIEW_PX = 96;

/**
 * The app icon of the run settings: a preview (the app's own or the default), an upload that
 * replaces it at once (the server checks the image: PNG, at most 1 MB, square, 192 pixels or
 * more) and a way back to the default. Published apps keep their release's icon until the next
 * publish.
 */
export function AppIconSection({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  const t = useT();
  const icon = useAppIcon(projectId);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="run-settings-icon" data-testid="app-icon-section">
      <h2 id="run-settings-icon" className="font-medium text-slate-900">{t('runSettings.icon')}</h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t('runSettings.iconHint')}</p>
      {icon.isPending && <LoadingState label={t('runSettings.iconLoading')} />}
      {icon.isError && <LoadError error={icon.error} onRetry={() => void icon.refetch()} />}
      {icon.isSuccess && <AppIconEditor projectId={projectId} readOnly={readOnly} current={icon.data} />}
    </section>
  );
}

function AppIconEditor({ projectId, readOnly, current }: { projectId: string; readOnly: boolean; current: AppIconAnswer }) {
  const t = useT();
  const domainName = useDomainName();
  const queryClient = useQueryClient();
  const transport = useDataTransport(projectId);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file refused before sending; a refusal of the server is the mutation's own error, so it
  // shows in the same render that enables the buttons again.
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const saved = (answer: AppIconAnswer, message: string) => {
    queryClient.setQueryData(appIconKeys.one(domainName, projectId), answer);
    toast.success(message);
  };
  const upload = useMutation({
    mutationFn: (file: File) => appIconApi.upload(transport, projectId, file),
    onMutate: () => remove.reset(),
    onSuccess: (answer) => saved(answer, t('runSettings.iconUploaded')),
  });
  const remove = useMutation({
    mutationFn: () => appIconApi.remove(api, projectId),
    onMutate: () => {
      upload.reset();
      setLocalProblem(null);
    },
    onSuccess: (answer) => saved(answer, t('runSettings.iconRemoved')),
  });
  const busy = upload.isPending || remove.isPending;
  const failed = upload.error ?? remove.error;
  const problem = localProblem ?? (failed ? errorMessage(failed) : null);
  const setProblem = (message: string) => {
    upload.reset();
    remove.reset();
    setLocalProblem(message);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setLocalProblem(null);
    // Quick checks before sending; the server checks the bytes themselves.
    if (file.type !== 'image/png') return setProblem(t('runSettings.iconNotPng'));
    if (file.size > APP_ICON_MAX_BYTES) return setProblem(t('runSettings.iconTooLarge'));
    upload.mutate(file);
  };

  const own = current.icon;
  return (
    <div className="flex items-start gap-5">
      <img
        src={own ? appAssetAddress(own.hash) : DEFAULT_ICON}
        alt={own ? t('runSettings.iconAlt') : t('runSettings.iconDefaultAlt')}
        width={PREVIEW_PX}
        height={PREVIEW_PX}
        data-testid="app-icon-preview"
        className="size-24 shrink-0 rounded-2xl border border-slate-200 bg-slate-50 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {own ? t('runSettings.iconSize', { width: own.width, height: own.height }) : t('runSettings.iconDefault')}
        </p>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            {/* The button opens the file picker: keyboard users reach it like any button. */}
            <input ref={fileInput} type="file" accept="image/png" className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="app-icon-file" onChange={choose} />
            <Button type="button" variant="secondary" size="sm" loading={upload.isPending} disabled={busy} onClick={() => fileInput.current?.click()}>
              <ImageUp className="size-4" aria-hidden="true" />
              {upload.isPending ? t('runSettings.uploadingIcon') : own ? t('runSettings.replaceIcon') : t('runSettings.uploadIcon')}
            </Button>
            {own && (
              <Button type="button" variant="ghost" size="sm" loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('runSettings.removeIcon')}
              </Button>
            )}
          </div>
        )}
        {problem && (
          <InfoBox tone="error" testId="app-icon-error">
            {problem}
          </InfoBox>
        )}
      </div>
    </div>
  );
}
