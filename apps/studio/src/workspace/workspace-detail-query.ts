import type { WorkspaceDetail } from '@tessera/model/workspace-api';
import { api, storage } from '../api/client.ts';
import { storedKeys } from '../api/stored-keys.ts';
import { workspacesApi } from '../api/workspaces-api.ts';

/**
 * The one query key of a workspace's detail. Every reader (the workspace layout, the settings
 * pages, the projects page, the studio) and every writer (a settings change, a plan change) uses
 * it, so a change is seen wherever the detail is shown.
 */
export function workspaceDetailKey(domainName: string) {
  return ['workspace', domainName, 'detail'] as const;
}

/**
 * Loads the detail of the workspace in the path and records the stored values of spec §3
 * (current domain, domain authorization flag, managed database type). On failure the workspace
 * is treated as having domain authorization off and no managed database (spec §4), and the
 * error is passed on for the page to report.
 */
export async function loadWorkspaceDetail(domainName: string): Promise<WorkspaceDetail> {
  try {
    const detail = await workspacesApi.getDetail(api);
    storage.setItem(storedKeys.currentDomain, domainName);
    storage.setItem(storedKeys.domainAuthorizationOn, String(detail.domainAuthorizationOn));
    if (detail.managedDbType) storage.setItem(storedKeys.managedDbType, detail.managedDbType);
    else storage.removeItem(storedKeys.managedDbType);
    return detail;
  } catch (error) {
    storage.setItem(storedKeys.domainAuthorizationOn, 'false');
    storage.removeItem(storedKeys.managedDbType);
    throw error;
  }
}
