import type { ScreenSummary } from '@tessera/model/workspace-api';
import { Copy, Ellipsis, Flag, LayoutTemplate, Monitor, Pencil, Smartphone, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, DropdownMenu, focusRing, IconButton } from '../../../ui/index.ts';
import { panelRow } from '../panel-classes.ts';

/** What a screen's menu can ask for; the panel owns the dialogs. */
export interface ScreenRowCommands {
  open(id: string): void;
  rename(screen: ScreenSummary): void;
  duplicate(id: string): void;
  setStart(id: string): void;
  remove(screen: ScreenSummary): void;
}

/** One screen of the list: opens on click; its menu renames, duplicates, sets the start screen, deletes. */
export const ScreenRow = memo(function ScreenRow({
  screen,
  open,
  start,
  locked,
  commands,
}: {
  screen: ScreenSummary;
  open: boolean;
  start: boolean;
  /** Editing commands are off (no Developer seat, or a change in flight). */
  locked: boolean;
  commands: ScreenRowCommands;
}) {
  const t = useT();
  const mobileOnly = screen.isMobile && !screen.isDesktop;
  const Icon = screen.kind === 'master' ? LayoutTemplate : mobileOnly ? Smartphone : Monitor;
  const devices = [screen.isDesktop && t('studioPanels.screens.desktop'), screen.isMobile && t('studioPanels.screens.mobile')].filter(Boolean).join(', ');
  return (
    <li
      data-testid={`screen-${screen.id}`}
      data-open={open || undefined}
      data-start={start || undefined}
      className={cx('group flex items-center rounded-md', open ? 'bg-indigo-100 text-indigo-950' : 'text-slate-700 hover:bg-slate-100')}
    >
      <button
        type="button"
        aria-current={open ? 'page' : undefined}
        title={devices}
        onClick={() => commands.open(screen.id)}
        className={cx(panelRow, 'min-w-0 flex-1 rounded-md text-left', focusRing, 'focus-visible:-outline-offset-2!')}
      >
        <Icon aria-hidden="true" className={cx('size-3.5 shrink-0', open ? 'text-indigo-700' : 'text-slate-500')} />
        <span className={cx('truncate', open && 'font-medium')}>{screen.name}</span>
        {start && (
          <span className="ml-auto flex shrink-0 items-center gap-1 rounded-sm bg-emerald-50 px-1 text-[11px] font-medium text-emerald-700" data-testid="start-screen-badge">
            <Flag aria-hidden="true" className="size-3" />
            {t('studioPanels.screens.start')}
          </span>
        )}
      </button>
      <DropdownMenu
        align="end"
        items={[
          { id: 'rename', icon: <Pencil />, label: t('studioPanels.screens.rename'), disabled: locked, onSelect: () => commands.rename(screen) },
          { id: 'duplicate', icon: <Copy />, label: t('studioPanels.screens.duplicate'), disabled: locked, onSelect: () => commands.duplicate(screen.id) },
          { id: 'start', icon: <Flag />, label: t('studioPanels.screens.setStart'), disabled: locked || start, onSelect: () => commands.setStart(screen.id) },
          { type: 'separator', id: 'separator' },
          { id: 'delete', icon: <Trash2 />, label: t('studioPanels.screens.delete'), danger: true, disabled: locked, onSelect: () => commands.remove(screen) },
        ]}
        trigger={
          <IconButton
            size="sm"
            className="size-7! shrink-0 opacity-70 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
            label={t('studioPanels.screens.menu', { name: screen.name })}
            icon={<Ellipsis aria-hidden="true" className="size-4" />}
            data-testid={`screen-menu-${screen.id}`}
          />
        }
      />
    </li>
  );
});
