import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { UiKitSlug } from './ui-kit-pages.ts';

type PageModule = Promise<{ Component: ComponentType }>;

/** The lazy page of each sub-page (one chunk each). */
const pageLoaders: Record<UiKitSlug, () => PageModule> = {
  typography: () => import('./TypographyPage.tsx').then((m) => ({ Component: m.TypographyPage })),
  buttons: () => import('./ButtonsPage.tsx').then((m) => ({ Component: m.ButtonsPage })),
  inputs: () => import('./InputsPage.tsx').then((m) => ({ Component: m.InputsPage })),
  badge: () => import('./BadgePage.tsx').then((m) => ({ Component: m.BadgePage })),
  checkbox: () => import('./CheckboxPage.tsx').then((m) => ({ Component: m.CheckboxPage })),
  'radio-group': () => import('./RadioGroupPage.tsx').then((m) => ({ Component: m.RadioGroupPage })),
  switch: () => import('./SwitchPage.tsx').then((m) => ({ Component: m.SwitchPage })),
  'dropdown-menu': () => import('./DropdownMenuPage.tsx').then((m) => ({ Component: m.DropdownMenuPage })),
  tooltip: () => import('./TooltipPage.tsx').then((m) => ({ Component: m.TooltipPage })),
  label: () => import('./LabelPage.tsx').then((m) => ({ Component: m.LabelPage })),
  'collapse-panel': () => import('./CollapsePanelPage.tsx').then((m) => ({ Component: m.CollapsePanelPage })),
  'empty-state': () => import('./EmptyStatePage.tsx').then((m) => ({ Component: m.EmptyStatePage })),
  'info-box': () => import('./InfoBoxPage.tsx').then((m) => ({ Component: m.InfoBoxPage })),
  tabs: () => import('./TabsPage.tsx').then((m) => ({ Component: m.TabsPage })),
  popover: () => import('./PopoverPage.tsx').then((m) => ({ Component: m.PopoverPage })),
};

/**
 * `/:domainName/ui-kit` and its sub-pages (spec §2), children of the workspace layout. The
 * layout's chunk starts i18n and waits for the stored language, so a Turkish user never sees
 * an English first frame.
 */
export const uiKitRoutes: RouteObject[] = [
  {
    path: 'ui-kit',
    lazy: async () => {
      const [layout, i18n] = await Promise.all([import('./UiKitLayout.tsx'), import('../../i18n/i18n.ts')]);
      await i18n.initI18n();
      return { Component: layout.UiKitLayout };
    },
    children: [
      { index: true, lazy: () => import('./UiKitIndexPage.tsx').then((m) => ({ Component: m.UiKitIndexPage })) },
      ...Object.entries(pageLoaders).map(([slug, lazy]) => ({ path: slug, lazy })),
    ],
  },
];
