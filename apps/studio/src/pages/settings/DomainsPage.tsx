import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assetByKey, type DeleteModalType, deleteModalTypes } from '@tessera/catalog';
import type { WorkspaceDetail } from '@tessera/model/workspace-api';
import { Check, Lock, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { accountsApi } from '../../api/accounts-api.ts';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { membersApi } from '../../api/members-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, Button, buttonClasses, Card, InfoBox, LoadingState, RadioGroup, Section, toast } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { workspaceDetailKey } from '../../workspace/workspace-detail-query.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/** The domain accesses of spec §6 that gate studio areas, as catalogue assets. */
const domainAccesses = [assetByKey('workflow'), assetByKey('scheduledJobs')];

/** Whether the workspace detail's `accesses` grants an asset (by name, or by key). */
function granted(accesses: readonly string[], asset: { key: string; assetName: string }): boolean {
  const wanted = [asset.assetName.toLowerCase(), asset.key.toLowerCase()];
  return accesses.some((access) => wanted.includes(access.toLowerCase()));
}

const linkClass = 'font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 rounded';

/** `settings/domains`: the workspace's settings, its domain accesses and the user's workspaces. */
export function DomainsPage() {
  const t = useT();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  return (
    <SettingsFrame title={t('settings.domains.title')} description={t('settings.domains.description', { domain: domainName })}>
      {detail.isPending && <LoadingState label={t('common.loading')} />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <WorkspaceDetails detail={detail.data} />
          <div className="flex flex-col gap-6">
            <DomainAccesses detail={detail.data} />
            <Workspaces current={domainName} />
          </div>
        </div>
      )}
    </SettingsFrame>
  );
}

function WorkspaceDetails({ detail }: { detail: WorkspaceDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const isOwner = detail.role === 'owner';
  const [type, setType] = useState<DeleteModalType>(detail.deleteModalType);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = type !== detail.deleteModalType;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await membersApi.updateDomainSettings(api, { deleteModalType: type });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    } finally {
      setSaving(false);
    }
    queryClient.setQueryData<WorkspaceDetail>(workspaceDetailKey(detail.domainName), (old) => (old ? { ...old, deleteModalType: type } : old));
    void queryClient.invalidateQueries({ queryKey: workspaceDetailKey(detail.domainName) });
    toast.success(t('settings.domains.saved'));
  }

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <Section title={t('settings.domains.detailsHeading')} level={2}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-slate-500">{t('settings.domains.name')}</dt>
          <dd className="font-medium text-slate-900" data-testid="workspace-name-value">{detail.domainName}</dd>
          <dt className="text-slate-500">{t('settings.domains.yourRole')}</dt>
          <dd>
            <Badge tone={isOwner ? 'indigo' : 'neutral'}>{t(`settings.roles.${detail.role}`)}</Badge>
          </dd>
          <dt className="text-slate-500">{t('settings.domains.plan')}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span className="font-medium text-slate-900">{detail.planName}</span>
            <Link to={workspaceHref(detail.domainName, 'settings/subscriptions')} className={linkClass}>
              {t('settings.domains.changePlan')}
            </Link>
          </dd>
        </dl>
        {detail.redirectUrl && <InfoBox tone="info">{t('settings.domains.redirect', { url: detail.redirectUrl })}</InfoBox>}
      </Section>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 border-t border-slate-100 pt-5">
        {failure && <InfoBox tone="error">{failure}</InfoBox>}
        <RadioGroup
          label={t('settings.domains.deleteModalType')}
          description={isOwner ? t('settings.domains.deleteModalTypeHint') : t('settings.ownersOnly')}
          value={type}
          disabled={!isOwner || saving}
          onValueChange={(value) => setType(value as DeleteModalType)}
          options={deleteModalTypes.map((value) => ({
            value,
            label: t(`settings.domains.deleteModalTypes.${value}.label`),
            description: t(`settings.domains.deleteModalTypes.${value}.description`),
          }))}
        />
        {isOwner && (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={!changed || saving} onClick={() => setType(detail.deleteModalType)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!changed} loading={saving}>
              {t('common.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function DomainAccesses({ detail }: { detail: WorkspaceDetail }) {
  const t = useT();
  return (
    <Card className="p-5 sm:p-6">
      <Section title={t('settings.domains.accessesHeading')} description={t('settings.domains.accessesHint')}>
        <ul className="flex flex-col divide-y divide-slate-100">
          {domainAccesses.map((asset) => {
            const on = granted(detail.accesses, asset);
            return (
              <li key={asset.key} className="flex flex-wrap items-center justify-between gap-3 py-2.5" data-testid="domain-access">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  {on ? (
                    <Check aria-hidden="true" className="size-4 text-emerald-600" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4 text-slate-400" />
                  )}
                  {asset.assetName}
                </span>
                <span className="flex items-center gap-3">
                  <Badge tone={on ? 'success' : 'neutral'}>
                    {on ? t('settings.domains.accessGranted') : t('settings.domains.accessNotGranted', { plan: detail.planName })}
                  </Badge>
                  {!on && (
                    <Link to={workspaceHref(detail.domainName, 'settings/subscriptions')} className={linkClass}>
                      {t('settings.domains.upgrade')}
                    </Link>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
    </Card>
  );
}

function Workspaces({ current }: { current: string }) {
  const t = useT();
  const domains = useQuery({ queryKey: queryKeys.domains, queryFn: () => accountsApi.getDomains(api) });
  return (
    <Card className="p-5 sm:p-6">
      <Section
        title={t('settings.domains.workspacesHeading')}
        actions={
          <Link to="/definitions/domain" className={buttonClasses('secondary', '', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('settings.domains.createWorkspace')}
          </Link>
        }
      >
        {domains.isPending && <LoadingState label={t('common.loading')} />}
        {domains.isError && <LoadError error={domains.error} onRetry={() => void domains.refetch()} />}
        {domains.data && (
          <ul className="flex flex-col divide-y divide-slate-100">
            {domains.data.map((domain) => (
              <li key={domain.domainName} className="flex items-center justify-between gap-3 py-2.5">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{domain.domainName}</span>
                  <Badge size="sm">{t(`settings.roles.${domain.role}`)}</Badge>
                </span>
                {domain.domainName === current ? (
                  <Badge tone="indigo">{t('settings.domains.current')}</Badge>
                ) : (
                  <Link to={workspaceHref(domain.domainName, 'projects')} className={linkClass}>
                    {t('settings.domains.open')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Card>
  );
}
