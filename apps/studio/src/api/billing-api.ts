import { changeSubscriptionResponseSchema, plansResponseSchema, subscriptionSchema, workspacePaths } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

/** The plans (not scoped) and the workspace's subscription (scoped by the `domainName` header). */
export const billingApi = {
  getPlans: (client: ApiClient) => client.get(workspacePaths.plans, { schema: plansResponseSchema, requiresAuth: true }),

  getSubscription: (client: ApiClient) =>
    client.get(workspacePaths.subscription, { schema: subscriptionSchema, requiresAuth: true }),

  /** 'changed' at once (self-hosted) or 'checkout' with the Stripe Checkout URL to go to. */
  changeSubscription: (client: ApiClient, planId: string) =>
    client.post(workspacePaths.changeSubscription, { planId }, { schema: changeSubscriptionResponseSchema, requiresAuth: true }),
};

/** Query keys of the billing pages. Plans are the same for everyone; the subscription is per workspace. */
export const billingKeys = {
  plans: ['plans'] as const,
  subscription: (domainName: string) => ['settings', domainName, 'subscription'] as const,
};
