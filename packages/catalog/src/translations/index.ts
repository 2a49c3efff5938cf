import { common } from './common.ts';
import { uiKit } from './ui-kit.ts';
import { settings } from './settings.ts';
import { workspace } from './workspace.ts';
import { studio } from './studio.ts';
import { studioPanels } from './studio-panels.ts';
import { studioRefusals } from './studio-refusals.ts';
import { dataDiagram } from './data-diagram.ts';
import { connectors } from './connectors.ts';
import { restRequests } from './rest-requests.ts';
import { endUsers } from './end-users.ts';
import { releases } from './releases.ts';
import { runSettings } from './run-settings.ts';

/**
 * The studio's string catalogue, one namespace per area, each with the same keys in every
 * language (a catalogue test checks this).
 */
export const translations = { common, uiKit, workspace, settings, studio, studioPanels, studioRefusals, dataDiagram, connectors, restRequests, endUsers, releases, runSettings } as const;
export type TranslationNamespace = keyof typeof translations;
