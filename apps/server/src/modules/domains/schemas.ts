import { domainListSchema, requestHeaders } from '@tessera/model';
import { workspaceDetailSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { errors } from '../auth/schemas.ts';

const bearer = [{ bearerAuth: [] }];

export const domainSchemas = {
  detail: {
    tags: ['domains'],
    summary: "The current workspace's settings, the caller's role, the plan and its accesses (domainname header; non-members get 404)",
    security: bearer,
    headers: z.object({ [requestHeaders.domainName]: z.string().max(64).optional() }),
    response: { 200: workspaceDetailSchema, ...errors(401, 404) },
  },
  list: {
    tags: ['domains'],
    summary: 'The workspaces the signed-in user belongs to',
    security: bearer,
    response: { 200: domainListSchema, ...errors(401) },
  },
};
