import { ClipboardPaste, Copy, CopyPlus, Paintbrush, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { messagesForShortcut } from '../../../canvas/shortcut-messages.ts';
import type { Shortcut } from '../../../canvas/shortcuts.ts';
import { useT } from '../../../i18n/index.ts';
import { IconButton, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioShallow } from '../../store/studio-context.tsx';
import { isOpenScreenLocked, openScreenOf } from '../../store/studio-selectors.ts';
import { browserPlatform, shortcutLabel } from '../shortcut-label.ts';

type BarAction = 'copy' | 'paste' | 'paste-style' | 'clone' | 'remove';

/** Each button's label key, icon and keys; the keys are the canvas's own shortcuts. */
const actions: readonly { action: BarAction; label: 'copy' | 'paste' | 'pasteStyle' | 'duplicate' | 'remove'; icon: ReactNode; keys: string[] }[] = [
  { action: 'copy', label: 'copy', icon: <Copy aria-hidden="true" className="size-4" />, keys: ['Mod', 'C'] },
  { action: 'paste', label: 'paste', icon: <ClipboardPaste aria-hidden="true" className="size-4" />, keys: ['Mod', 'V'] },
  { action: 'paste-style', label: 'pasteStyle', icon: <Paintbrush aria-hidden="true" className="size-4" />, keys: ['Mod', 'Shift', 'V'] },
  { action: 'clone', label: 'duplicate', icon: <CopyPlus aria-hidden="true" className="size-4" />, keys: ['Mod', 'D'] },
  { action: 'remove', label: 'remove', icon: <Trash2 aria-hidden="true" className="size-4" />, keys: ['Delete'] },
];

/**
 * Copy, Paste, Paste style, Duplicate and Delete for the selection, as buttons with their
 * shortcuts in the tooltips: the same canvas messages as the keys, for builders who do not know
 * the keys. Paste and Paste style need something copied; the screen's root is never duplicated
 * or deleted.
 */
export function ElementActionsBar() {
  const t = useT();
  const studio = useStudio();
  const { hasSelection, onlyRoot, hasClipboard, disabled } = useStudioShallow((state) => {
    const root = openScreenOf(state)?.root;
    return {
      hasSelection: state.selection.length > 0,
      onlyRoot: state.selection.length > 0 && state.selection.every((id) => id === root?.id),
      hasClipboard: state.clipboard !== null,
      disabled: isOpenScreenLocked(state) || state.renderMode === 'live' || root === undefined,
    };
  });
  if (!hasSelection) return null;
  const platform = browserPlatform();
  const run = (action: BarAction) => {
    const state = studio.store.getState();
    const screen = openScreenOf(state);
    if (!screen) return;
    const shortcut = { type: action } as Shortcut;
    for (const message of messagesForShortcut(shortcut, { screenId: screen.id, root: screen.root, selection: state.selection })) studio.dispatch(message);
  };
  const unavailable = (action: BarAction) =>
    disabled || ((action === 'paste' || action === 'paste-style') && !hasClipboard) || ((action === 'clone' || action === 'remove') && onlyRoot);
  return (
    <div role="toolbar" aria-label={t('studio.elementActions.label')} className="flex items-center gap-0.5 border-b border-slate-200 px-3 py-1.5">
      {actions.map(({ action, label, icon, keys }) => (
        <Tooltip key={action} content={t('studio.elementActions.hint', { action: t(`studio.elementActions.${label}`), keys: shortcutLabel(keys, platform) })}>
          <IconButton size="sm" label={t(`studio.elementActions.${label}`)} disabled={unavailable(action)} icon={icon} onClick={() => run(action)} />
        </Tooltip>
      ))}
    </div>
  );
}
