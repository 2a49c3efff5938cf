import { fillPath, membersResponseSchema, workspacePaths, type InviteRequest, type UpdateMemberRequest } from '@tessera/model/workspace-api';
import type { DeleteModalType } from '@tessera/catalog';
import type { ApiClient } from './create-api-client.ts';

/**
 * Workspace-scoped calls of the members and workspace settings pages (the `domainName` header
 * comes from the URL's first segment, see `request-headers.ts`).
 */
export const membersApi = {
  updateDomainSettings: (client: ApiClient, body: { deleteModalType: DeleteModalType }) =>
    client.request(workspacePaths.domainSettings, { method: 'PATCH', body, requiresAuth: true }),

  getMembers: (client: ApiClient) => client.get(workspacePaths.members, { schema: membersResponseSchema, requiresAuth: true }),

  invite: (client: ApiClient, body: InviteRequest) => client.post(workspacePaths.invitations, body, { requiresAuth: true }),

  resendInvitation: (client: ApiClient, invitationId: string) =>
    client.post(fillPath(workspacePaths.resendInvitation, { invitationId }), undefined, { requiresAuth: true }),

  revokeInvitation: (client: ApiClient, invitationId: string) =>
    client.request(fillPath(workspacePaths.invitation, { invitationId }), { method: 'DELETE', requiresAuth: true }),

  updateMember: (client: ApiClient, userId: string, body: UpdateMemberRequest) =>
    client.request(fillPath(workspacePaths.member, { userId }), { method: 'PATCH', body, requiresAuth: true }),

  /** Removes a member; with the caller's own id it leaves the workspace. */
  removeMember: (client: ApiClient, userId: string) =>
    client.request(fillPath(workspacePaths.member, { userId }), { method: 'DELETE', requiresAuth: true }),
};

/** Query keys of the members data, per workspace (the workspace detail's is `workspaceDetailKey`). */
export const membersKeys = {
  all: (domainName: string) => ['settings', domainName] as const,
  members: (domainName: string) => ['settings', domainName, 'members'] as const,
};
