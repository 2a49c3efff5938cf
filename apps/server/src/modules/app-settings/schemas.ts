import { appSettingsSchema } from '@tessera/model/definition';
import { projectIdParamsSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['app settings'], security: bearerSecurity, headers: scopedHeaders };

export const appSettingsSchemas = {
  get: {
    ...scoped,
    summary: "The app's run settings: start screen, preview device, app variables and environment values",
    params: projectIdParamsSchema,
    response: { 200: appSettingsSchema, ...apiErrors(401, 404) },
  },
  put: {
    ...scoped,
    summary: 'Replace the run settings (names unique, starting values of their type, the start screen a page of this project)',
    params: projectIdParamsSchema,
    body: appSettingsSchema,
    response: { 200: appSettingsSchema, ...apiErrors(400, 401, 403, 404) },
  },
};
