import { logsQuerySchema, logsResponseSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

export const logSchemas = {
  list: {
    tags: ['logs'],
    summary: "The workspace's audit log, newest first, paged by cursor; filters: action prefix, actor, from/to dates of the years 1970 to 2999, from not after to (any member)",
    security: bearerSecurity,
    headers: scopedHeaders,
    querystring: logsQuerySchema,
    response: { 200: logsResponseSchema, ...apiErrors(400, 401, 404) },
  },
};
