import { appIconAnswerSchema } from '@tessera/model/releases';
import { projectIdParamsSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['app settings'], security: bearerSecurity, headers: scopedHeaders, params: projectIdParamsSchema };

export const appAssetSchemas = {
  getIcon: {
    ...scoped,
    summary: "The project's draft app icon (null: the default icon)",
    response: { 200: appIconAnswerSchema, ...apiErrors(401, 404) },
  },
  uploadIcon: {
    ...scoped,
    summary:
      'Make the request body (a PNG image, Content-Type image/png, at most 1 MB, square, 192 to 4096 pixels a side) the draft app icon; the next publish freezes it into the release',
    response: { 200: appIconAnswerSchema, ...apiErrors(400, 401, 403, 404, 413, 415) },
  },
  removeIcon: {
    ...scoped,
    summary: 'Go back to the default app icon (published releases keep theirs)',
    response: { 200: appIconAnswerSchema, ...apiErrors(401, 403, 404) },
  },
  asset: {
    tags: ['published apps'],
    summary: 'An app asset (an icon) by the sha256 of its bytes: public, immutable, cached for a year',
    params: z.object({ hash: z.string().max(64) }),
  },
};
