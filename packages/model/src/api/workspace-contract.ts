import * as z from 'zod/mini';
import { pathIdSchema } from './path-id.ts';

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
const role = z.enum(['owner', 'developer']);
const resourceType = z.enum(['developer', 'end_user']);
const isoDate = z.string();

/**
 * A workspace name as a user types it: 3–40 characters, lower-case letters, digits and single
 * hyphens, not starting or ending with a hyphen. It becomes the first path segment of the
 * workspace's routes, so it must be URL-safe as typed (no silent rewriting).
 */
export const DOMAIN_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const domainNameSchema = z.string().check(
  z.trim(),
  z.minLength(3, 'A workspace name has at least 3 characters.'),
  z.maxLength(40, 'A workspace name has at most 40 characters.'),
  z.regex(DOMAIN_NAME_PATTERN, 'Use lower-case letters, digits and single hyphens (e.g. acme-apps).'),
);

/** POST /api/domains. */
export const createDomainRequestSchema = z.object({ name: domainNameSchema });
export const domainSummarySchema = z.object({ domainName: z.string(), role });
export type DomainSummary = z.infer<typeof domainSummarySchema>;

/** POST /api/domains/select: `lastUsedDomainName` follows the switch. */
export const selectDomainRequestSchema = z.object({ domainName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
export const selectDomainResponseSchema = z.object({ lastUsedDomainName: z.string() });

/** PATCH /api/domain/settings (owner). */
export const domainSettingsRequestSchema = z.object({ deleteModalType: z.enum(['yesNo', 'confirm']) });

/**
 * The full workspace detail (GET /domain/detail): the spec's fields plus the caller's role and
 * resource type (seat: an End User cannot build apps), the plan, the domain accesses the plan grants (e.g. 'Workflow', 'Scheduled Jobs'), the delete
 * dialog type and, when configured, the URL the workspace redirects to (spec §3 redirectDomainToUrl).
 */
export const workspaceDetailSchema = z.object({
  domainName: z.string(),
  domainAuthorizationOn: z.boolean(),
  managedDbType: z.nullable(z.string()),
  role,
  resourceType,
  planId: z.string(),
  planName: z.string(),
  accesses: z.array(z.string()),
  deleteModalType: z.enum(['yesNo', 'confirm']),
  redirectUrl: z.nullable(z.string()),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** A member of GET /api/members. */
export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role,
  resourceType,
  joinedAt: isoDate,
});
export type Member = z.infer<typeof memberSchema>;

/** A pending invitation of GET /api/members ('expired' once its link no longer works). */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  resourceType,
  invitedAt: isoDate,
  lastSentAt: isoDate,
  expiresAt: isoDate,
  status: z.enum(['pending', 'expired']),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** POST /api/invitations (owner). */
export const inviteRequestSchema = z.object({
  email,
  role: z._default(role, 'developer'),
  resourceType: z._default(resourceType, 'developer'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** PATCH /api/members/:userId (owner): at least one field. */
export const updateMemberRequestSchema = z.object({
  role: z.optional(role),
  resourceType: z.optional(resourceType),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** Path parameters. */
export const userIdParamsSchema = z.object({ userId: pathIdSchema });
export const invitationIdParamsSchema = z.object({ invitationId: pathIdSchema });

/** GET/PUT /api/preferences: language en/tr, a time zone of the catalogue, date format. */
export const preferencesSchema = z.object({
  language: z.enum(['en', 'tr']),
  timeZone: z.string().check(z.regex(/^GMT[+-]\d\d:\d\d$/)),
  dateFormat: z.enum(['YYYY-MM-DD']),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** GET /api/logs query: newest first; `cursor` is the last entry's id of the previous page. */
export const logsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  /** An action prefix, e.g. 'project' or 'member.invited'. */
  action: z.optional(z.string().check(z.maxLength(64))),
  /** Part of the actor's username. */
  actor: z.optional(z.string().check(z.maxLength(254))),
  /** ISO dates, inclusive. */
  from: z.optional(z.string().check(z.maxLength(40))),
  to: z.optional(z.string().check(z.maxLength(40))),
});
export const logEntrySchema = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  targetName: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type LogEntry = z.infer<typeof logEntrySchema>;
export const logsResponseSchema = z.object({ entries: z.array(logEntrySchema), nextCursor: z.nullable(z.string()) });
export type LogsResponse = z.infer<typeof logsResponseSchema>;
