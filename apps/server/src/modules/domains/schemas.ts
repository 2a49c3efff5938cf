import { domainDetailSchema, domainListSchema, requestHeaders } from '@tessera/model';
import { z } from 'zod';
import { errors } from '../auth/schemas.ts';

const bearer = [{ bearerAuth: [] }];

export const domainSchemas = {
  detail: {
    tags: ['domains'],
    summary: "The current workspace's settings (domainname header; non-members get 404)",
    security: bearer,
    headers: z.object({ [requestHeaders.domainName]: z.string().max(64).optional() }),
    response: { 200: domainDetailSchema, ...errors(401, 404) },
  },
  list: {
    tags: ['domains'],
    summary: 'The workspaces the signed-in user belongs to',
    security: bearer,
    response: { 200: domainListSchema, ...errors(401) },
  },
};
