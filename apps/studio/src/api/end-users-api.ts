import { endUserAdminPaths, type EndUserEnvironment, endUserListSchema, endUserSummarySchema, type EndUserUpdateRequest } from '@tessera/model/end-users';
import { fillPath } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

/** One page of the list as the page asks for it. */
export interface EndUserPageQuery {
  environment: EndUserEnvironment;
  search: string;
  offset: number;
  limit: number;
}

/** A project's end users, for its builders (`/api/projects/:projectId/end-users`; Developer seat). */
export const endUsersApi = {
  list: (client: ApiClient, projectId: string, query: EndUserPageQuery, signal?: AbortSignal) =>
    client.get(fillPath(endUserAdminPaths.list, { projectId }), {
      schema: endUserListSchema,
      requiresAuth: true,
      query: { environment: query.environment, search: query.search || undefined, offset: query.offset, limit: query.limit },
      ...(signal ? { signal } : {}),
    }),

  update: (client: ApiClient, projectId: string, endUserId: string, body: EndUserUpdateRequest) =>
    client.request(fillPath(endUserAdminPaths.one, { projectId, endUserId }), { method: 'PATCH', body, schema: endUserSummarySchema, requiresAuth: true }),

  remove: (client: ApiClient, projectId: string, endUserId: string) =>
    client.request(fillPath(endUserAdminPaths.one, { projectId, endUserId }), { method: 'DELETE', requiresAuth: true }),
};

/** Query keys of a project's end users, per workspace. */
export const endUsersKeys = {
  all: (domainName: string, projectId: string) => ['end-users', domainName, projectId] as const,
  list: (domainName: string, projectId: string, query: EndUserPageQuery) => ['end-users', domainName, projectId, query] as const,
};
