import { createProjectRequestSchema, dashboardSchema, deleteProjectRequestSchema, duplicateProjectRequestSchema, favoriteResponseSchema, listProjectsQuerySchema, projectIdParamsSchema, projectListSchema, projectSchema, renameProjectRequestSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['projects'], security: bearerSecurity, headers: scopedHeaders };

export const projectSchemas = {
  list: {
    ...scoped,
    summary:
      "A project list: view recent (the caller's 20 last opened), favorites, myprojects, allprojects or archive (archived projects appear only there); search by name, sort name/updated/created/visited",
    querystring: listProjectsQuerySchema,
    response: { 200: projectListSchema, ...apiErrors(400, 401, 404) },
  },
  create: {
    ...scoped,
    summary: 'Create a project (name unique in the workspace ignoring case; an Android or iOS target takes a mobile-app seat of the plan)',
    body: createProjectRequestSchema,
    response: { 201: projectSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  get: {
    ...scoped,
    summary: 'One project of the workspace',
    params: projectIdParamsSchema,
    response: { 200: projectSchema, ...apiErrors(401, 404) },
  },
  rename: {
    ...scoped,
    summary: 'Rename a project (409 when the name is taken)',
    params: projectIdParamsSchema,
    body: renameProjectRequestSchema,
    response: { 200: projectSchema, ...apiErrors(400, 401, 404, 409) },
  },
  remove: {
    ...scoped,
    summary:
      "Delete a project: owners any, developers only their own (403). When the workspace's delete dialog is 'confirm', confirmName must repeat the name",
    params: projectIdParamsSchema,
    body: z.nullish(deleteProjectRequestSchema),
    response: { 204: noContent, ...apiErrors(400, 401, 403, 404) },
  },
  addFavorite: {
    ...scoped,
    summary: "Mark the project as one of the caller's favourites (idempotent)",
    params: projectIdParamsSchema,
    response: { 200: favoriteResponseSchema, ...apiErrors(401, 404) },
  },
  removeFavorite: {
    ...scoped,
    summary: "Remove the project from the caller's favourites (idempotent)",
    params: projectIdParamsSchema,
    response: { 200: favoriteResponseSchema, ...apiErrors(401, 404) },
  },
  archive: {
    ...scoped,
    summary: 'Archive a project (it then appears only in the archive view)',
    params: projectIdParamsSchema,
    response: { 200: projectSchema, ...apiErrors(401, 404) },
  },
  restore: {
    ...scoped,
    summary: 'Restore an archived project',
    params: projectIdParamsSchema,
    response: { 200: projectSchema, ...apiErrors(401, 404) },
  },
  duplicate: {
    ...scoped,
    summary:
      'Duplicate a project as the given name or "<name> (copy)", "<name> (copy 2)"…, with its screens and its draft data model (tables and rules, not rows) as the copy\'s first migration (a mobile copy takes a mobile-app seat)',
    params: projectIdParamsSchema,
    body: z.nullish(duplicateProjectRequestSchema),
    response: { 201: projectSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  open: {
    ...scoped,
    summary: 'The caller opened the project: it becomes the first of their recent list',
    params: projectIdParamsSchema,
    response: { 200: projectSchema, ...apiErrors(401, 404) },
  },
  dashboard: {
    ...scoped,
    tags: ['dashboard'],
    summary: "Workspace counts, the caller's 5 most recent projects and the plan",
    response: { 200: dashboardSchema, ...apiErrors(401, 404) },
  },
};
