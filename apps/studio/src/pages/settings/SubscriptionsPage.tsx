import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Badge, buttonClasses, cx, LoadingState } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { describeQuantity } from './plan-quantity.ts';
import { QuantityLabel } from './QuantityLabel.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { usePlans, useSubscription } from './use-plans.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * `settings/subscriptions`: the plans side by side (rows are assets, columns plans), the current
 * one highlighted, with a Choose per plan and each plan's name linking its detail page.
 */
export function SubscriptionsPage() {
  const t = useT();
  const domainName = useDomainName();
  const plans = usePlans();
  const subscription = useSubscription();
  const currentPlanId = subscription.data?.planId;

  return (
    <SettingsFrame
      title={t('settings.subscriptions.title')}
      description={t('settings.subscriptions.description', { domain: domainName })}
      crumbs={[{ label: t('settings.billing.title'), to: 'settings/billing' }]}
    >
      {plans.isPending && <LoadingState label={t('common.loading')} />}
      {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} />}
      {subscription.isError && <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />}
      {plans.data && (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
          <table className="min-w-full border-collapse text-sm">
            <caption className="sr-only">{t('settings.subscriptions.tableCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="sticky left-0 z-10 bg-white px-4 py-4 text-left align-bottom text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t('settings.subscriptions.asset')}
                </th>
                {plans.data.plans.map((plan) => {
                  const current = plan.id === currentPlanId;
                  return (
                    <th
                      key={plan.id}
                      scope="col"
                      data-testid={`plan-column-${plan.id}`}
                      aria-current={current ? 'true' : undefined}
                      className={cx('min-w-40 px-4 py-4 text-left align-top font-normal', current && 'bg-indigo-50')}
                    >
                      <div className="flex flex-col gap-2">
                        <div className="flex flex-wrap items-center gap-2">
                          <Link
                            to={workspaceHref(domainName, `settings/subscriptionPlans/${encodeURIComponent(plan.id)}`)}
                            className="rounded text-base font-semibold text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                          >
                            {plan.planName}
                          </Link>
                          {current && (
                            <Badge size="sm" tone="indigo">
                              {t('settings.subscriptions.current')}
                            </Badge>
                          )}
                        </div>
                        <span className="text-slate-600 tabular-nums">
                          {t('settings.subscriptions.perMonth', { price: plan.planPrice, currency: plan.planPriceCurrency })}
                        </span>
                        {current ? (
                          // Keeps the row of buttons aligned; the badge above names the current plan.
                          <span className="h-8" />
                        ) : (
                          <Link
                            to={workspaceHref(domainName, `settings/subscriptionChange/${encodeURIComponent(plan.id)}`)}
                            aria-label={t('settings.subscriptions.chooseLabel', { plan: plan.planName })}
                            className={buttonClasses('primary', '', 'sm')}
                          >
                            {t('settings.subscriptions.choose')}
                          </Link>
                        )}
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {plans.data.assets.map((asset) => (
                <tr key={asset.assetId}>
                  <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-2.5 text-left font-medium text-slate-800" title={asset.assetDescription}>
                    {asset.assetName}
                  </th>
                  {plans.data.plans.map((plan) => (
                    <td key={plan.id} className={cx('px-4 py-2.5 text-slate-700', plan.id === currentPlanId && 'bg-indigo-50/70')}>
                      <QuantityLabel view={describeQuantity(asset.assetType, plan.assets.find((row) => row.assetId === asset.assetId))} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SettingsFrame>
  );
}
