import { Archive, ChevronDown, Copy, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button, Code, DropdownMenu, IconButton, type MenuEntry } from '../../ui/index.ts';
import { Demo, DemoPage, Sample, Samples } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/dropdown-menu: commands with icons and shortcuts, toggles, disabled items. */
export function DropdownMenuPage() {
  const t = useT();
  const [last, setLast] = useState<string | null>(null);
  const [grid, setGrid] = useState(true);
  const [snap, setSnap] = useState(false);
  const commands: MenuEntry[] = [
    { id: 'rename', label: t('uiKit.dropdownMenu.rename'), icon: <Pencil />, shortcut: 'F2', onSelect: () => setLast('rename') },
    { id: 'duplicate', label: t('uiKit.dropdownMenu.duplicate'), icon: <Copy />, shortcut: 'Ctrl+D', onSelect: () => setLast('duplicate') },
    { id: 'archive', label: t('uiKit.dropdownMenu.archive'), icon: <Archive />, disabled: true, onSelect: () => setLast('archive') },
    { type: 'separator', id: 'separator' },
    { id: 'delete', label: t('common.delete'), icon: <Trash2 />, danger: true, onSelect: () => setLast('delete') },
  ];
  const view: MenuEntry[] = [
    { type: 'label', id: 'canvas', label: t('uiKit.dropdownMenu.canvas') },
    { type: 'checkbox', id: 'grid', label: t('uiKit.dropdownMenu.showGrid'), checked: grid, onCheckedChange: setGrid },
    { type: 'checkbox', id: 'snap', label: t('uiKit.dropdownMenu.snapToGrid'), checked: snap, onCheckedChange: setSnap },
  ];
  return (
    <DemoPage page="dropdownMenu">
      <Demo title={t('uiKit.dropdownMenu.actions')} description={t('uiKit.dropdownMenu.actionsText')}>
        <div className="flex flex-col gap-4">
          <Samples>
            <Sample caption={t('uiKit.dropdownMenu.withButton')}>
              <DropdownMenu
                items={commands}
                trigger={
                  <Button variant="secondary">
                    {t('uiKit.dropdownMenu.actionsButton')}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </Button>
                }
              />
            </Sample>
            <Sample caption={t('uiKit.dropdownMenu.withIconButton')}>
              <DropdownMenu
                align="end"
                items={commands}
                trigger={<IconButton variant="secondary" label={t('common.moreActions')} icon={<Ellipsis aria-hidden="true" className="size-5" />} />}
              />
            </Sample>
          </Samples>
          <p className="text-xs text-slate-500">
            {t('uiKit.dropdownMenu.lastCommand')} <Code>{last ?? '—'}</Code>
          </p>
        </div>
      </Demo>
      <Demo title={t('uiKit.dropdownMenu.toggles')} description={t('uiKit.dropdownMenu.togglesText')}>
        <DropdownMenu
          items={view}
          trigger={
            <Button variant="secondary">
              {t('uiKit.dropdownMenu.view')}
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      </Demo>
      <Demo title={t('uiKit.states.disabled')} description={t('uiKit.dropdownMenu.disabledText')}>
        <DropdownMenu
          items={commands}
          trigger={
            <Button variant="secondary" disabled>
              {t('uiKit.dropdownMenu.actionsButton')}
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          }
        />
      </Demo>
    </DemoPage>
  );
}
