import { plansResponseSchema } from '@tessera/model/workspace-api';
import { errors } from '../auth/schemas.ts';

const bearer = [{ bearerAuth: [] }];

export const planSchemas = {
  list: {
    tags: ['billing'],
    summary: 'The plans of the catalogue with their assets and quantities (-1, -2 unlimited; 0 not included)',
    security: bearer,
    response: { 200: plansResponseSchema, ...errors(401) },
  },
};
