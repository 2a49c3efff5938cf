import type { StudioCommand } from '../studio-command.ts';
import { addChild, dragCreate } from './add-element.ts';
import { bindingChange } from './binding-change.ts';
import { clipboard } from './clipboard.ts';
import { clone } from './clone.ts';
import type { CommandHandler } from './command-handler.ts';
import { copy } from './copy.ts';
import { dashboardChange } from './dashboard-change.ts';
import { detachForm } from './detach-form.ts';
import { dragMove } from './drag-move.ts';
import { eventsChange } from './events-change.ts';
import { redo, undo } from './history-step.ts';
import { injectOrReplace } from './inject-or-replace.ts';
import { actionPopup, formPopup } from './open-popup.ts';
import { paletteActivate } from './palette-activate.ts';
import { panelChanges } from './panel-changes.ts';
import { paste } from './paste.ts';
import { pasteStyle } from './paste-style.ts';
import { positionChange } from './position-change.ts';
import { propertyChange } from './property-change.ts';
import { remove } from './remove.ts';
import { save } from './save.ts';
import { select } from './select.ts';
import { styleChange } from './style-change.ts';

/** Every command type's handler: a canvas message of spec §4 or a shell edit. */
export const commandHandlers: { readonly [T in StudioCommand['type']]: CommandHandler<T> } = {
  select,
  clone,
  'drag-create': dragCreate,
  'add-child': addChild,
  'palette-activate': paletteActivate,
  'drag-move': dragMove,
  remove,
  'position-change': positionChange,
  'property-change': propertyChange,
  'style-change': styleChange,
  'events-change': eventsChange,
  'binding-change': bindingChange,
  copy,
  paste,
  'paste-style': pasteStyle,
  clipboard,
  undo,
  redo,
  save,
  'panel-changes': panelChanges,
  'action-popup': actionPopup,
  'form-popup': formPopup,
  'detach-form': detachForm,
  'inject-or-replace-display-item': injectOrReplace,
  'dashboard-change': dashboardChange,
};

export type { CommandHandler, CommandOf } from './command-handler.ts';
