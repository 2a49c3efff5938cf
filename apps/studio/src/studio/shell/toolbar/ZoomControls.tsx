import { Check, ChevronDown, ZoomIn, ZoomOut } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { cx, DropdownMenu, focusRing, IconButton, Tooltip, type MenuEntry } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { scaleOf } from '../../store/studio-selectors.ts';
import { zoomIn, zoomOut, zoomPercent, zoomSteps } from '../../zoom/zoom.ts';
import { browserPlatform, shortcutLabel } from '../shortcut-label.ts';

/** Zoom out, the zoom menu (Fit and 50–200 %), zoom in. Ctrl − and Ctrl + do the same from the keyboard. */
export function ZoomControls() {
  const t = useT();
  const studio = useStudio();
  const zoom = useStudioState((state) => state.zoom);
  const scale = useStudioState(scaleOf);
  const platform = browserPlatform();
  const smaller = zoomOut(scale);
  const larger = zoomIn(scale);
  const items: MenuEntry[] = [
    { id: 'fit', label: t('studio.toolbar.zoomFit'), icon: zoom === 'fit' ? <Check /> : undefined, onSelect: () => studio.setZoom('fit') },
    { type: 'separator', id: 'sep' },
    ...zoomSteps.map((step) => ({
      id: String(step),
      label: t('studio.toolbar.zoomPercent', { percent: zoomPercent(step) }),
      icon: zoom === step ? <Check /> : undefined,
      onSelect: () => studio.setZoom(step),
    })),
  ];
  return (
    <div className="flex items-center gap-0.5">
      <Tooltip content={t('studio.toolbar.zoomOutHint', { keys: shortcutLabel(['Mod', '−'], platform) })}>
        <IconButton
          size="sm"
          label={t('studio.toolbar.zoomOut')}
          disabled={smaller === undefined}
          icon={<ZoomOut aria-hidden="true" className="size-4" />}
          onClick={() => smaller !== undefined && studio.setZoom(smaller)}
        />
      </Tooltip>
      <DropdownMenu
        label={t('studio.toolbar.zoom')}
        items={items}
        trigger={
          <button
            type="button"
            aria-label={`${t('studio.toolbar.zoom')}: ${t('studio.toolbar.zoomPercent', { percent: zoomPercent(scale) })}`}
            className={cx('inline-flex h-8 w-20 items-center justify-center gap-1 rounded-lg text-xs font-medium text-slate-700 tabular-nums hover:bg-slate-100', focusRing)}
          >
            {zoom === 'fit' && <span>{t('studio.toolbar.zoomFit')}</span>}
            {t('studio.toolbar.zoomPercent', { percent: zoomPercent(scale) })}
            <ChevronDown aria-hidden="true" className="size-3 text-slate-400" />
          </button>
        }
      />
      <Tooltip content={t('studio.toolbar.zoomInHint', { keys: shortcutLabel(['Mod', '+'], platform) })}>
        <IconButton
          size="sm"
          label={t('studio.toolbar.zoomIn')}
          disabled={larger === undefined}
          icon={<ZoomIn aria-hidden="true" className="size-4" />}
          onClick={() => larger !== undefined && studio.setZoom(larger)}
        />
      </Tooltip>
    </div>
  );
}
