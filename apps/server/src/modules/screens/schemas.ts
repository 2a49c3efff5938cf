import {
  createScreenRequestSchema,
  duplicateScreenRequestSchema,
  projectIdParamsSchema,
  renameScreenRequestSchema,
  saveScreenRequestSchema,
  screenIdParamsSchema,
  screenListSchema,
  screenSummarySchema,
  startScreenRequestSchema,
  startScreenResponseSchema,
  storedScreenDetailSchema,
} from '@tessera/model/workspace-api';
import { elementNodeSchema } from '@tessera/model/definition';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';
import { unreadAs } from '../../http/unread-as.ts';

const scoped = { tags: ['screens'], security: bearerSecurity, headers: scopedHeaders };

/**
 * The save body as the route parses it: `root` is taken as any JSON here and checked by the
 * service with the model's schemas, so a bad tree is refused with its path in the document
 * (`root.children[2].props.text`), not in JSON-pointer form. Documented as an `ElementNode`.
 */
const saveScreenBodySchema = zm.extend(saveScreenRequestSchema, { root: unreadAs(elementNodeSchema) });

/**
 * Screens are answered with `storedScreenDetailSchema`: the tree goes out as stored, never walked
 * by the recursive tree schema (one stored before the tree limits may be deeper than they allow).
 * Documented as an `ElementNode`.
 */
const screenDetailResponseSchema = zm.extend(storedScreenDetailSchema, { root: unreadAs(elementNodeSchema) });

export const screenSchemas = {
  list: {
    ...scoped,
    summary: "The project's screens in list order, without their element trees, and its start screen",
    params: projectIdParamsSchema,
    response: { 200: screenListSchema, ...apiErrors(401, 404) },
  },
  create: {
    ...scoped,
    summary: 'Create a screen from a template (name unique in the project ignoring case; counts against the plan’s screens)',
    params: projectIdParamsSchema,
    body: createScreenRequestSchema,
    response: { 201: screenDetailResponseSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  get: {
    ...scoped,
    summary: 'One screen with its element tree and the version a save must send',
    params: screenIdParamsSchema,
    response: { 200: screenDetailResponseSchema, ...apiErrors(401, 404) },
  },
  save: {
    ...scoped,
    summary:
      'Save a screen: `version` must be the stored one (else 409 and nothing changes); the tree is validated (400 names the first error’s path). Bodies up to 8 MB.',
    params: screenIdParamsSchema,
    body: saveScreenBodySchema,
    response: { 200: screenSummarySchema, ...apiErrors(400, 401, 403, 404, 409, 413) },
  },
  rename: {
    ...scoped,
    summary: 'Rename a screen (409 when the name is taken in the project)',
    params: screenIdParamsSchema,
    body: renameScreenRequestSchema,
    response: { 200: screenSummarySchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  duplicate: {
    ...scoped,
    summary: 'Copy a screen as the given name or "<name> (copy)" (counts against the plan’s screens)',
    params: screenIdParamsSchema,
    body: z.nullish(duplicateScreenRequestSchema),
    response: { 201: screenDetailResponseSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  remove: {
    ...scoped,
    summary: 'Delete a screen (deleting the start screen leaves the project without one)',
    params: screenIdParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404) },
  },
  startScreen: {
    ...scoped,
    summary: 'Choose the screen the app opens on (a screen of kind "screen")',
    params: projectIdParamsSchema,
    body: startScreenRequestSchema,
    response: { 200: startScreenResponseSchema, ...apiErrors(400, 401, 403, 404) },
  },
};
