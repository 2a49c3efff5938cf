import { apiErrorSchema, requestHeaders } from '@tessera/model';
import { z } from 'zod';

/** HTTP statuses a workspace route may document besides its success. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** The error answers a route documents in OpenAPI (all share `{ error: { code, message } }`). */
export const apiErrors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;

/** Bearer authentication, as OpenAPI security. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The `domainname` header of workspace-scoped routes (spec §7), documented in OpenAPI. */
export const scopedHeaders = z.object({ [requestHeaders.domainName]: z.string().max(64).optional() });

/** No content (204). */
export const noContent = z.null().describe('No content');
