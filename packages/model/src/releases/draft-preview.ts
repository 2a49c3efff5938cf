import * as z from 'zod/mini';

/**
 * A project's draft runs only in its studio's Run preview (the canvas and the Run tab). Draft's
 * app routes — its data API (connected tables included), its end users' account routes and its
 * REST requests — answer a caller without a builder's token only when the request carries a
 * preview token of that project in the `PREVIEW_TOKEN_HEADER` header. The studio mints one for a
 * builder with a Developer seat (`POST draftPreviewPaths.token`) and renews it while the preview
 * runs. Live is unaffected: it is the published app.
 */
export const draftPreviewPaths = {
  /** POST (scoped, Developer seat): a short-lived preview token of the project's draft. */
  token: '/api/projects/:projectId/preview-token',
} as const;

/** The request header that carries a preview token. */
export const PREVIEW_TOKEN_HEADER = 'x-tessera-preview';

/** How long a preview token lives, in seconds. */
export const PREVIEW_TOKEN_TTL_SECONDS = 15 * 60;
/** A studio whose request for a preview token failed (no answer, a server error) asks again after this long. */
export const PREVIEW_TOKEN_RETRY_SECONDS = 15;

/** What a draft route answers a caller without a valid preview token (401). */
export const draftPreviewMessages = {
  required: 'The draft of an app runs only in its studio’s Run preview.',
} as const;

export const previewTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** Seconds until the token expires. */
  expiresIn: z.int().check(z.positive()),
});
export type PreviewToken = z.infer<typeof previewTokenSchema>;
