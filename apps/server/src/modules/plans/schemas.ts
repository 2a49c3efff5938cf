import { plansResponseSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { bearerSecurity } from '../../http/security.ts';

export const planSchemas = {
  list: {
    tags: ['billing'],
    summary: 'The plans of the catalogue with their assets and quantities (-1, -2 unlimited; 0 not included)',
    security: bearerSecurity,
    response: { 200: plansResponseSchema, ...apiErrors(401) },
  },
};
