import { buildNodeIndex, canContain } from '@tessera/model/definition';
import { refused } from '../command-plan.ts';
import { findScreen } from '../screen-change.ts';
import { addElement } from './add-element.ts';
import type { CommandHandler } from './command-handler.ts';

/** `palette-activate` (click or Enter in the palette): at the end of the selected container, else of the root. */
export const paletteActivate: CommandHandler<'palette-activate'> = {
  openScreenOnly: true,
  plan(context, { screenId, elementType }) {
    const screen = findScreen(context.project, screenId);
    if (!screen) return refused('screen-not-loaded', 'Open a screen first.');
    const index = buildNodeIndex(screen.root);
    const selected = context.selection.map((id) => index.nodeById.get(id)).find((node) => node !== undefined);
    const parentId = selected && canContain(selected.type, elementType) ? selected.id : screen.root.id;
    return addElement(context, { screenId, parentId, elementType });
  },
};
