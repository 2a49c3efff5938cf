import { preferencesSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { bearerSecurity } from '../../http/security.ts';

/**
 * The PUT body: the contract's fields, with any time-zone text up to 16 characters let through
 * so the service answers every unknown zone with the same message (the catalogue decides).
 */
const preferencesBody = z.object({ ...preferencesSchema.shape, timeZone: z.string().max(16) });

export const preferenceSchemas = {
  get: {
    tags: ['preferences'],
    summary: "The signed-in user's preferences: language, time zone, date format",
    security: bearerSecurity,
    response: { 200: preferencesSchema, ...apiErrors(401) },
  },
  put: {
    tags: ['preferences'],
    summary: "Save the signed-in user's preferences (a time zone of the catalogue)",
    security: bearerSecurity,
    body: preferencesBody,
    response: { 200: preferencesSchema, ...apiErrors(400, 401) },
  },
};
