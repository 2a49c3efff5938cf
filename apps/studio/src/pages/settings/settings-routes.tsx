import type { RouteObject } from 'react-router';

/**
 * `users`, `logs` and `settings/…` pages (spec §2), children of the `/:domainName` layout route.
 * Each page is its own lazy chunk.
 */
export const settingsRoutes: RouteObject[] = [
  { path: 'users', lazy: () => import('./MembersPage.tsx').then((m) => ({ Component: m.MembersPage })) },
  { path: 'logs', lazy: () => import('./LogsPage.tsx').then((m) => ({ Component: m.LogsPage })) },
  { path: 'settings', lazy: () => import('./SettingsHomePage.tsx').then((m) => ({ Component: m.SettingsHomePage })) },
  { path: 'settings/preferences', lazy: () => import('./PreferencesPage.tsx').then((m) => ({ Component: m.PreferencesPage })) },
  { path: 'settings/users', lazy: () => import('./MembersPage.tsx').then((m) => ({ Component: m.SettingsMembersPage })) },
  { path: 'settings/billing', lazy: () => import('./BillingPage.tsx').then((m) => ({ Component: m.BillingPage })) },
  { path: 'settings/subscriptions', lazy: () => import('./SubscriptionsPage.tsx').then((m) => ({ Component: m.SubscriptionsPage })) },
  { path: 'settings/domains', lazy: () => import('./DomainsPage.tsx').then((m) => ({ Component: m.DomainsPage })) },
  { path: 'settings/subscriptionPlans/:aId', lazy: () => import('./PlanDetailPage.tsx').then((m) => ({ Component: m.PlanDetailPage })) },
  {
    path: 'settings/subscriptionChange/:aId',
    lazy: () => import('./SubscriptionChangePage.tsx').then((m) => ({ Component: m.SubscriptionChangePage })),
  },
];
