import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanWithAssets } from '@tessera/model/workspace-api';
import { ArrowDown, ArrowRight, ArrowUp, Minus, Plus } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { billingApi, billingKeys } from '../../api/billing-api.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, type BadgeTone, Button, buttonClasses, Card, cx, InfoBox, LoadingState, Section, toast } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { memberName } from './member-name.ts';
import { type AllowanceChange, compareAllowances } from './plan-change.ts';
import { QuantityLabel } from './QuantityLabel.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { usePlans, useSubscription } from './use-plans.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceDetailKey } from '../../workspace/workspace-detail-query.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

const directionLook: Record<AllowanceChange['direction'], { tone: BadgeTone; icon: typeof ArrowUp; label: 'more' | 'less' | 'gained' | 'lost' }> = {
  more: { tone: 'success', icon: ArrowUp, label: 'more' },
  gained: { tone: 'success', icon: Plus, label: 'gained' },
  less: { tone: 'warning', icon: ArrowDown, label: 'less' },
  lost: { tone: 'warning', icon: Minus, label: 'lost' },
};

/**
 * `settings/subscriptionChange/{aId}`: from → to, what the limits become, and Confirm (owners):
 * self-hosted billing changes at once, Stripe billing continues at Checkout.
 */
export function SubscriptionChangePage() {
  const t = useT();
  const domainName = useDomainName();
  const planId = useParams().aId ?? '';
  const plans = usePlans();
  const subscription = useSubscription();
  const crumbs = [
    { label: t('settings.billing.title'), to: 'settings/billing' },
    { label: t('settings.subscriptions.title'), to: 'settings/subscriptions' },
  ];
  const target = plans.data?.plans.find((p) => p.id === planId);
  const current = plans.data?.plans.find((p) => p.id === subscription.data?.planId);

  return (
    <SettingsFrame title={t('settings.change.title')} description={t('settings.change.description')} crumbs={crumbs}>
      {(plans.isPending || subscription.isPending) && <LoadingState label={t('common.loading')} />}
      {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} />}
      {subscription.isError && <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />}
      {plans.data && !target && <InfoBox tone="error">{t('settings.change.notFound', { id: planId })}</InfoBox>}
      {plans.data && subscription.data && target && current && (
        <ChangeSummary
          domainName={domainName}
          from={current}
          to={target}
          assets={plans.data.assets}
          billingMode={subscription.data.billingMode}
          canChange={subscription.data.canChange}
        />
      )}
    </SettingsFrame>
  );
}

function PlanCard({ label, plan, highlight }: { label: string; plan: PlanWithAssets; highlight?: boolean }) {
  const t = useT();
  return (
    <div className={cx('flex flex-1 flex-col gap-1 rounded-lg border p-4', highlight ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white')}>
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <span className="text-xl font-semibold text-slate-900">{plan.planName}</span>
      <span className="text-sm text-slate-600 tabular-nums">
        {t('settings.subscriptions.perMonth', { price: plan.planPrice, currency: plan.planPriceCurrency })}
      </span>
    </div>
  );
}

function ChangeSummary({
  domainName,
  from,
  to,
  assets,
  billingMode,
  canChange,
}: {
  domainName: string;
  from: PlanWithAssets;
  to: PlanWithAssets;
  assets: readonly { assetId: number; assetName: string; assetType: number }[];
  billingMode: 'stripe' | 'self-hosted';
  canChange: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const same = from.id === to.id;
  const changes = compareAllowances(assets, from.assets, to.assets);
  // Who to ask, for a member who may not change the plan.
  const members = useQuery({ queryKey: membersKeys.members(domainName), queryFn: () => membersApi.getMembers(api), enabled: !canChange });
  const owners = members.data?.members.filter((m) => m.role === 'owner').map(memberName) ?? [];

  const change = useMutation({
    mutationFn: () => billingApi.changeSubscription(api, to.id),
    onSuccess: async (result) => {
      if (result.status === 'checkout' && result.checkoutUrl) {
        window.location.assign(result.checkoutUrl);
        return;
      }
      queryClient.setQueryData(billingKeys.subscription(domainName), result.subscription);
      void queryClient.invalidateQueries({ queryKey: workspaceDetailKey(domainName) });
      toast.success(t('settings.change.changed', { domain: domainName, plan: result.subscription.planName }));
      await navigate(workspaceHref(domainName, 'settings/billing'));
    },
  });
  const redirecting = change.isSuccess && change.data.status === 'checkout';

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <PlanCard label={t('settings.change.from')} plan={from} />
        <ArrowRight aria-hidden="true" className="mx-auto size-5 shrink-0 rotate-90 text-slate-400 sm:rotate-0" />
        <PlanCard label={t('settings.change.to')} plan={to} highlight />
      </div>

      {same ? (
        <InfoBox tone="info">{t('settings.change.alreadyCurrent', { plan: to.planName })}</InfoBox>
      ) : (
        <Card className="p-5 sm:p-6">
          <Section title={t('settings.change.whatChanges')}>
            {changes.length === 0 ? (
              <p className="text-sm text-slate-600">{t('settings.change.nothingChanges')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="allowance-changes">
                {changes.map((item) => {
                  const look = directionLook[item.direction];
                  const Icon = look.icon;
                  return (
                    <li key={item.assetId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
                      <span className="font-medium text-slate-800">{item.assetName}</span>
                      <span className="col-span-2 row-start-2 flex flex-wrap items-center gap-2 text-slate-600 sm:col-span-1 sm:row-start-auto">
                        <QuantityLabel view={item.from} compact />
                        <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400" />
                        <span className="font-medium text-slate-900">
                          <QuantityLabel view={item.to} compact />
                        </span>
                      </span>
                      <Badge tone={look.tone} icon={<Icon aria-hidden="true" className="size-3.5" />}>
                        {t(`settings.change.${look.label}`)}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        </Card>
      )}

      {!same && (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <p className="text-sm text-slate-600">{billingMode === 'stripe' ? t('settings.change.stripeNote') : t('settings.change.selfHostedNote')}</p>
          {change.isError && <InfoBox tone="error">{errorMessage(change.error)}</InfoBox>}
          {redirecting && <InfoBox tone="info">{t('settings.change.redirecting')}</InfoBox>}
          {canChange ? (
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={workspaceHref(domainName, 'settings/subscriptions')} className={buttonClasses('secondary')}>
                {t('common.cancel')}
              </Link>
              <Button loading={change.isPending || redirecting} onClick={() => change.mutate()}>
                {billingMode === 'stripe' ? t('settings.change.continueToPayment') : t('settings.change.confirm')}
              </Button>
            </div>
          ) : (
            <InfoBox tone="warning">
              {owners.length > 0 ? t('settings.change.ownersOnly', { owners: owners.join(', ') }) : t('settings.change.ownersOnlyNoNames')}
            </InfoBox>
          )}
        </Card>
      )}
    </div>
  );
}
