import * as z from 'zod/mini';

/**
 * A running app's REST requests: `POST` with the action's parameter values. Live runs a request
 * only when a `callRest` action of the live release names it, as the release froze it; draft (the
 * studio's Run preview, with its preview token) runs any request of the project's workspace as
 * saved. Live's are public calls: anyone may send them with any parameter values.
 */
export const appRequestPaths = {
  run: '/api/apps/:projectId/:environment/requests/:requestId',
} as const;

export const MAX_APP_REQUEST_PARAMS = 100;

/** The action's evaluated parameter values by name (a list or an object goes to a `json` parameter as its JSON text). */
export const appRequestBodySchema = z.object({
  params: z._default(
    z.record(z.string(), z.unknown()).check(z.refine((params) => Object.keys(params).length <= MAX_APP_REQUEST_PARAMS, `At most ${MAX_APP_REQUEST_PARAMS} parameters.`)),
    {},
  ),
});
export type AppRequestBody = z.input<typeof appRequestBodySchema>;

/** The API's answer as the app sees it: its status and body (JSON, text, or null when empty). */
export const appRequestAnswerSchema = z.object({ status: z.int(), body: z.unknown() });
export type AppRequestAnswer = z.infer<typeof appRequestAnswerSchema>;
