import { useEffect, useLayoutEffect, useRef } from 'react';
import { diagramCommandOf, shortcutTargetActs, type ShortcutTarget } from './keys/diagram-keys.ts';
import type { DiagramCommands } from './use-diagram-commands.ts';

const controlTags = new Set(['button', 'a', 'summary', 'input', 'select', 'textarea']);
const controlRoles = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'tab', 'checkbox', 'radio', 'switch', 'combobox', 'slider']);

function targetOf(element: Element | null): ShortcutTarget | null {
  if (!element || element === document.body || element === document.documentElement) return null;
  const tag = element.tagName.toLowerCase();
  return {
    tagName: element.tagName,
    type: element instanceof HTMLInputElement ? element.type : undefined,
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    inDialog: element.closest('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]') !== null,
    isControl: controlTags.has(tag) || controlRoles.has(element.getAttribute('role') ?? ''),
  };
}

/** Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, Delete and Escape in the diagram (`shortcutTargetActs` says where). */
export function useDiagramShortcuts(commands: DiagramCommands): void {
  // One listener for the mode's life, calling the latest commands.
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = diagramCommandOf(event, navigator.platform || navigator.userAgent);
      if (!command || !shortcutTargetActs(command, targetOf(event.target instanceof Element ? event.target : null))) return;
      event.preventDefault();
      const commands = latest.current;
      if (command === 'undo') commands.undo();
      else if (command === 'redo') commands.redo();
      else if (command === 'delete') commands.deleteSelection();
      else commands.escape();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
