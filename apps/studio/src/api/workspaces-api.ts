import { authPaths, domainListSchema } from '@tessera/model';
import { domainSummarySchema, preferencesSchema, selectDomainResponseSchema, workspaceDetailSchema, workspacePaths } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

const signedIn = { requiresAuth: true } as const;

/**
 * The workspace calls (spec §7 GetDomainDetail and the workspace contract). Scoped calls act in
 * the workspace of the current path: the client sends its first segment as `domainName`.
 */
export const workspacesApi = {
  /** GET /domain/detail of the workspace in the path (404 for a non-member or an unknown one). */
  getDetail: (client: ApiClient) => client.get(authPaths.domainDetail, { schema: workspaceDetailSchema, ...signedIn }),

  /** GET /domains: the user's workspaces with their role. */
  list: (client: ApiClient) => client.get(authPaths.domains, { schema: domainListSchema, ...signedIn }),

  /** POST /api/domains: creates a workspace owned by the caller (409 when the name is taken). */
  create: async (client: ApiClient, name: string) => {
    const body = await client.post(workspacePaths.createDomain, { name }, signedIn);
    const parsed = domainSummarySchema.safeParse(body);
    return parsed.success ? parsed.data : { domainName: name, role: 'owner' as const };
  },

  /** POST /api/domains/select: the workspace becomes the user's `lastUsedDomainName`. */
  select: (client: ApiClient, domainName: string) =>
    client.post(workspacePaths.selectDomain, { domainName }, { schema: selectDomainResponseSchema, ...signedIn }),

  /** GET /api/preferences: language, time zone and date format of the signed-in user. */
  getPreferences: (client: ApiClient) => client.get(workspacePaths.preferences, { schema: preferencesSchema, ...signedIn }),
};
