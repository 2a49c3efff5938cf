import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findPlan } from '@tessera/catalog';
import { ArrowRight, CreditCard, Server } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { billingApi, billingKeys } from '../../api/billing-api.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, buttonClasses, Card, InfoBox, LoadingState, Section } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { UsageMeter } from './UsageMeter.tsx';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * `settings/billing`: the current plan, how it is billed, the usage meters, and the notice of a
 * Stripe Checkout that came back (`?checkout=success|cancelled`).
 */
export function BillingPage() {
  const t = useT();
  const domainName = useDomainName();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const checkout = search.get('checkout');
  const subscription = useQuery({ queryKey: billingKeys.subscription(domainName), queryFn: () => billingApi.getSubscription(api) });

  // Back from a paid checkout: the webhook may have changed the plan meanwhile.
  useEffect(() => {
    if (checkout === 'success') void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(domainName) });
  }, [checkout, domainName, queryClient]);

  const data = subscription.data;
  const pendingPlan = data?.pendingPlanId ? (findPlan(data.pendingPlanId)?.planName ?? data.pendingPlanId) : null;

  return (
    <SettingsFrame title={t('settings.billing.title')} description={t('settings.billing.description', { domain: domainName })}>
      {checkout === 'success' && <InfoBox tone="success">{t('settings.billing.checkoutSuccess')}</InfoBox>}
      {checkout === 'cancelled' && <InfoBox tone="warning">{t('settings.billing.checkoutCancelled')}</InfoBox>}
      {subscription.isPending && <LoadingState label={t('common.loading')} />}
      {subscription.isError && <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />}
      {data && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="current-plan">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('settings.billing.currentPlan')}</span>
                <span className="text-2xl font-semibold text-slate-900" data-testid="current-plan-name">
                  {data.planName}
                </span>
                <span className="text-sm text-slate-600 tabular-nums">
                  {t('settings.billing.price', { price: data.planPrice, currency: data.planPriceCurrency })}
                </span>
              </div>
              <Badge
                tone={data.billingMode === 'stripe' ? 'info' : 'neutral'}
                icon={
                  data.billingMode === 'stripe' ? (
                    <CreditCard aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Server aria-hidden="true" className="size-3.5" />
                  )
                }
              >
                {data.billingMode === 'stripe' ? t('settings.billing.modeStripe') : t('settings.billing.modeSelfHosted')}
              </Badge>
            </div>
            <p className="text-sm text-slate-600">{data.billingMode === 'stripe' ? t('settings.billing.stripe') : t('settings.billing.selfHosted')}</p>
            {pendingPlan && <InfoBox tone="info">{t('settings.billing.pending', { plan: pendingPlan })}</InfoBox>}
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
              <Link to={workspaceHref(domainName, 'settings/subscriptions')} className={buttonClasses('primary')}>
                {t('settings.billing.changePlan')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              {!data.canChange && <p className="text-xs text-slate-500">{t('settings.billing.ownersOnly')}</p>}
            </div>
          </Card>
          <Card className="p-5 sm:p-6">
            <Section title={t('settings.billing.usageHeading')}>
              <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('settings.billing.usageHeading')}>
                {data.usage.map((meter) => (
                  <UsageMeter key={meter.key} meter={meter} />
                ))}
              </ul>
            </Section>
          </Card>
        </div>
      )}
    </SettingsFrame>
  );
}
