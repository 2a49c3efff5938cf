import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { billingApi, billingKeys } from '../../api/billing-api.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';

/** The plans with their assets (GET /api/plans; the same for every workspace, rarely changing). */
export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans, queryFn: () => billingApi.getPlans(api), staleTime: 10 * 60_000 });
}

/** The current workspace's subscription (plan, billing mode, usage, whether the caller may change it). */
export function useSubscription() {
  const domainName = useDomainName();
  return useQuery({ queryKey: billingKeys.subscription(domainName), queryFn: () => billingApi.getSubscription(api) });
}
