import { requestHeaders } from '@tessera/model';
import { z } from 'zod';

/** The `domainname` header of workspace-scoped routes (spec §7), documented in OpenAPI. */
export const scopedHeaders = z.object({ [requestHeaders.domainName]: z.string().max(64).optional() });
