import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Badge, buttonClasses, Card, InfoBox, LoadingState } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { describeQuantity } from './plan-quantity.ts';
import { QuantityLabel } from './QuantityLabel.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { usePlans, useSubscription } from './use-plans.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/** `settings/subscriptionPlans/{aId}`: one plan's description, price and every asset it grants. */
export function PlanDetailPage() {
  const t = useT();
  const domainName = useDomainName();
  const planId = useParams().aId ?? '';
  const plans = usePlans();
  const subscription = useSubscription();
  const plan = plans.data?.plans.find((p) => p.id === planId);
  const current = subscription.data?.planId === planId;
  const crumbs = [
    { label: t('settings.billing.title'), to: 'settings/billing' },
    { label: t('settings.subscriptions.title'), to: 'settings/subscriptions' },
  ];

  return (
    <SettingsFrame
      title={plan ? t('settings.planDetail.title', { plan: plan.planName }) : t('settings.subscriptions.title')}
      description={plan?.planDescription}
      crumbs={crumbs}
      actions={
        plan &&
        (current ? (
          <Badge tone="indigo">{t('settings.subscriptions.current')}</Badge>
        ) : (
          <Link to={workspaceHref(domainName, `settings/subscriptionChange/${encodeURIComponent(plan.id)}`)} className={buttonClasses('primary')}>
            {t('settings.planDetail.choose', { plan: plan.planName })}
          </Link>
        ))
      }
    >
      {plans.isPending && <LoadingState label={t('common.loading')} />}
      {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} />}
      {plans.data && !plan && <InfoBox tone="error">{t('settings.planDetail.notFound', { id: planId })}</InfoBox>}
      {plans.data && plan && (
        <Card className="flex max-w-3xl flex-col gap-4 p-5 sm:p-6">
          <p className="text-3xl font-semibold text-slate-900 tabular-nums">
            {t('settings.subscriptions.perMonth', { price: plan.planPrice, currency: plan.planPriceCurrency })}
          </p>
          <h2 className="text-base font-semibold text-slate-900">{t('settings.planDetail.includes')}</h2>
          <dl className="divide-y divide-slate-100 text-sm">
            {plans.data.assets.map((asset) => (
              <div key={asset.assetId} className="grid grid-cols-[minmax(0,1fr)_auto] gap-4 py-2.5 sm:grid-cols-[14rem_minmax(0,1fr)_auto]">
                <dt className="font-medium text-slate-800">{asset.assetName}</dt>
                <dd className="hidden text-slate-500 sm:block">{asset.assetDescription}</dd>
                <dd className="text-right text-slate-800">
                  <QuantityLabel view={describeQuantity(asset.assetType, plan.assets.find((row) => row.assetId === asset.assetId))} />
                </dd>
              </div>
            ))}
          </dl>
          <Link to={workspaceHref(domainName, 'settings/subscriptions')} className="self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
            {t('settings.planDetail.allPlans')}
          </Link>
        </Card>
      )}
    </SettingsFrame>
  );
}
