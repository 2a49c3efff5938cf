import { assignScreenPaths, type RunDefinitionMessage } from '@tessera/model/releases';
import type { PlayerApp } from '../app/runnable-app.ts';

/**
 * The studio's draft as the player runs it: the screens it sent, with the deep-link paths a
 * release would give them, against the draft environment's data API and end-user routes.
 */
export function draftAppOf(message: RunDefinitionMessage): PlayerApp {
  const projectId = message.projectId;
  const id = encodeURIComponent(projectId);
  return {
    projectId,
    name: message.name,
    environment: 'draft',
    screens: assignScreenPaths(message.screens),
    settings: message.settings,
    dataApiBase: `/api/data/${id}/draft`,
    authBase: `/api/apps/${id}/draft/auth`,
  };
}
