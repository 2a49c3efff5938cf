import { ChevronRight, CreditCard, Globe, Layers, ScrollText, SlidersHorizontal, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TranslationKey } from '../../i18n/index.ts';
import { useT } from '../../i18n/index.ts';
import { CollapsePanel } from '../../ui/index.ts';
import { SettingsFrame } from './SettingsFrame.tsx';
import { setSettingsPanelOpen, useSettingsPanelKeys } from './settings-panels-store.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

interface SettingsLink {
  page: string;
  icon: ReactNode;
  title: TranslationKey;
  description: TranslationKey;
}

interface Panel {
  key: string;
  title: TranslationKey;
  description: TranslationKey;
  links: readonly SettingsLink[];
}

const iconClass = 'size-5';

/** The panels of the settings home, keyed '1', '2', '3' (spec §3: panel '1' open by default). */
const panels: readonly Panel[] = [
  {
    key: '1',
    title: 'settings.home.panels.account.title',
    description: 'settings.home.panels.account.description',
    links: [
      { page: 'settings/preferences', icon: <SlidersHorizontal className={iconClass} />, title: 'settings.home.links.preferences.title', description: 'settings.home.links.preferences.description' },
    ],
  },
  {
    key: '2',
    title: 'settings.home.panels.workspace.title',
    description: 'settings.home.panels.workspace.description',
    links: [
      { page: 'settings/users', icon: <Users className={iconClass} />, title: 'settings.home.links.members.title', description: 'settings.home.links.members.description' },
      { page: 'settings/domains', icon: <Globe className={iconClass} />, title: 'settings.home.links.domains.title', description: 'settings.home.links.domains.description' },
      { page: 'logs', icon: <ScrollText className={iconClass} />, title: 'settings.home.links.logs.title', description: 'settings.home.links.logs.description' },
    ],
  },
  {
    key: '3',
    title: 'settings.home.panels.billing.title',
    description: 'settings.home.panels.billing.description',
    links: [
      { page: 'settings/billing', icon: <CreditCard className={iconClass} />, title: 'settings.home.links.billing.title', description: 'settings.home.links.billing.description' },
      { page: 'settings/subscriptions', icon: <Layers className={iconClass} />, title: 'settings.home.links.subscriptions.title', description: 'settings.home.links.subscriptions.description' },
    ],
  },
];

/** `/{d}/settings`: the settings sections as panels that open and close, each linking its pages. */
export function SettingsHomePage() {
  const t = useT();
  const domainName = useDomainName();
  const openKeys = useSettingsPanelKeys();
  return (
    <SettingsFrame title={t('settings.title')} description={t('settings.description', { domain: domainName })} crumbs={null}>
      <div className="flex flex-col gap-3" role="group" aria-label={t('settings.home.panelsLabel')}>
        {panels.map((panel) => (
          <CollapsePanel
            key={panel.key}
            title={t(panel.title)}
            description={t(panel.description)}
            open={openKeys.includes(panel.key)}
            onOpenChange={(open) => setSettingsPanelOpen(panel.key, open)}
          >
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {panel.links.map((link) => (
                <li key={link.page}>
                  <Link
                    to={workspaceHref(domainName, link.page)}
                    className="group flex h-full items-start gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-600">
                      {link.icon}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="font-semibold text-slate-900">{t(link.title)}</span>
                      <span className="text-xs text-slate-500">{t(link.description)}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-400 group-hover:text-indigo-600" />
                  </Link>
                </li>
              ))}
            </ul>
          </CollapsePanel>
        ))}
      </div>
    </SettingsFrame>
  );
}
