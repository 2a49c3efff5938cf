import * as z from 'zod/mini';
import { pathIdSchema } from './path-id.ts';

const isoDate = z.string();

/** A project name: 1–80 characters after trimming. */
export const projectNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Please enter a project name.'),
  z.maxLength(80, 'A project name has at most 80 characters.'),
);

/** The project lists of spec §2 (`/{domainName}/projects/{view}`); 'recent' is the default. */
export const projectViews = ['recent', 'favorites', 'myprojects', 'allprojects', 'archive'] as const;
export type ProjectView = (typeof projectViews)[number];
export const projectSorts = ['name', 'updated', 'created', 'visited'] as const;

/** GET /api/projects query. Archived projects appear only in 'archive'. */
export const listProjectsQuerySchema = z.object({
  view: z._default(z.enum(projectViews), 'recent'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  sort: z.optional(z.enum(projectSorts)),
  order: z.optional(z.enum(['asc', 'desc'])),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  supportWeb: z.boolean(),
  supportAndroid: z.boolean(),
  supportIOS: z.boolean(),
  createdBy: z.nullable(z.object({ id: z.string(), username: z.string() })),
  createdAt: isoDate,
  updatedAt: isoDate,
  archivedAt: z.nullable(isoDate),
  isFavorite: z.boolean(),
  lastVisitedAt: z.nullable(isoDate),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.object({ projects: z.array(projectSchema) });

/** POST /api/projects: at least one target (a refine names the rule). */
export const createProjectRequestSchema = z
  .object({
    name: projectNameSchema,
    supportWeb: z._default(z.boolean(), true),
    supportAndroid: z._default(z.boolean(), false),
    supportIOS: z._default(z.boolean(), false),
  })
  .check(
    z.refine((p) => p.supportWeb || p.supportAndroid || p.supportIOS, {
      message: 'Choose at least one target: web, Android or iOS.',
      path: ['supportWeb'],
    }),
  );
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

/** PATCH /api/projects/:projectId (rename). */
export const renameProjectRequestSchema = z.object({ name: projectNameSchema });
/** POST /api/projects/:projectId/duplicate: the copy's name, else "<name> (copy)". */
export const duplicateProjectRequestSchema = z.object({ name: z.optional(projectNameSchema) });
/**
 * DELETE /api/projects/:projectId. In a workspace whose deleteModalType is 'confirm', `confirmName`
 * must repeat the project's name (the server checks it too, not only the dialog).
 */
export const deleteProjectRequestSchema = z.object({ confirmName: z.optional(z.string().check(z.maxLength(80))) });
export const projectIdParamsSchema = z.object({ projectId: pathIdSchema });
export const favoriteResponseSchema = z.object({ isFavorite: z.boolean() });

/** GET /api/dashboard. */
export const dashboardSchema = z.object({
  counts: z.object({
    projects: z.number(),
    archivedProjects: z.number(),
    mobileApps: z.number(),
    developers: z.number(),
    endUsers: z.number(),
    pendingInvitations: z.number(),
  }),
  recentProjects: z.array(projectSchema),
  planId: z.string(),
  planName: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
