import * as z from 'zod/mini';

/**
 * A row id a request names (a path parameter such as `:projectId`, or a body field naming a row):
 * 1–64 characters, deliberately not checked as a UUID here. The server answers 404 for an id that
 * is no UUID (`isUuid` in apps/server/src/http/uuid.ts), as for an unknown one.
 */
export const pathIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
