import type { RunnableApp } from '@tessera/runtime';

/** What the player runs: the runtime's runnable app (a release, or the studio's draft) and its name. */
export type PlayerApp = RunnableApp & { name: string };
