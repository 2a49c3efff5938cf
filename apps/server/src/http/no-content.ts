import { z } from 'zod';

/** The documented body of a 204 answer. */
export const noContent = z.null().describe('No content');
