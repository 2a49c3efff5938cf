import { FilePlus2, LayoutTemplate, Plus, Smartphone } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { Button, DropdownMenu, type MenuEntry } from '../../../ui/index.ts';
import { screenCatalogue, type ScreenCatalogueEntry } from './screen-catalogue.ts';

/** The "New" button and its menu: the screen creation catalogue. */
export function NewScreenMenu({ onChoose, busy, disabled }: { onChoose(entry: ScreenCatalogueEntry): void; busy: boolean; disabled: boolean }) {
  const t = useT();
  const items: MenuEntry[] = screenCatalogue.flatMap((section, index): MenuEntry[] => [
    ...(index > 0 ? [{ type: 'separator', id: `separator-${section.id}` } as const] : []),
    { type: 'label', id: section.id, label: t(`studioPanels.screens.${section.id}`) },
    ...(section.group ? [{ type: 'label', id: `${section.id}-${section.group}`, label: `› ${t(`studioPanels.screens.templateGroups.${section.group}`)}` } as const] : []),
    ...section.entries.map(
      (entry): MenuEntry => ({
        id: `${entry.kind}-${entry.template}`,
        icon: entry.kind === 'master' ? <LayoutTemplate /> : entry.isMobile ? <Smartphone /> : <FilePlus2 />,
        label: t(`studioPanels.screens.templates.${entry.template}`),
        onSelect: () => onChoose(entry),
      }),
    ),
  ]);
  return (
    <DropdownMenu
      align="end"
      label={t('studioPanels.screens.newMenu')}
      items={items}
      trigger={
        <Button size="sm" variant="secondary" className="h-7! px-2! text-xs!" loading={busy} disabled={disabled} data-testid="new-screen-menu">
          {!busy && <Plus aria-hidden="true" className="size-3.5" />}
          {t('studioPanels.screens.new')}
        </Button>
      }
    />
  );
}
