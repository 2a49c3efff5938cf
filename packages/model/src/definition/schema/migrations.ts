/**
 * One step of the ordered migration list: turns a document of `from` into one of `from + 1`.
 * `up` receives an Immer draft (mutate it freely; the caller's document is never touched) whose
 * shape is only what the previous version promised, hence the loose type.
 */
export interface DefinitionMigration {
  from: number;
  description: string;
  up: (draft: Record<string, unknown>) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every migration, oldest first. Append only: a shipped step is never edited, so a document
 * stored at any version replays the same steps. Each step ships with a fixture test.
 */
export const definitionMigrations: readonly DefinitionMigration[] = [
  {
    from: 1,
    description:
      'Screens gain isDesktop. Version 1 knew only isMobile (a screen was for phones or for ' +
      'desktops), so isDesktop defaults to !isMobile; a stored isDesktop is kept.',
    up: (draft) => {
      const screens = draft.screens;
      if (!Array.isArray(screens)) return;
      for (const screen of screens) {
        if (isRecord(screen) && typeof screen.isDesktop !== 'boolean') {
          screen.isDesktop = screen.isMobile !== true;
        }
      }
    },
  },
];
