import {
  connectorIdParamsSchema,
  previewRestRequestSchema,
  restRequestInputSchema,
  restRequestListSchema,
  restRequestParamsSchema,
  restRequestSchema,
  restRunResultSchema,
  runRestRequestSchema,
} from '@tessera/model/connectors';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['connectors'], security: bearerSecurity, headers: scopedHeaders };

export const restRequestSchemas = {
  list: {
    ...scoped,
    summary: "A REST connector's named requests, by name",
    params: connectorIdParamsSchema,
    response: { 200: restRequestListSchema, ...apiErrors(401, 403, 404) },
  },
  create: {
    ...scoped,
    summary: 'Add a named request to a REST connector (name unique in the connector ignoring case; every {{placeholder}} names a parameter; the body template is JSON)',
    params: connectorIdParamsSchema,
    body: restRequestInputSchema,
    response: { 201: restRequestSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  get: {
    ...scoped,
    summary: 'One named request of a REST connector',
    params: restRequestParamsSchema,
    response: { 200: restRequestSchema, ...apiErrors(401, 403, 404) },
  },
  update: {
    ...scoped,
    summary: 'Change a named request: the sent definition replaces the stored one',
    params: restRequestParamsSchema,
    body: restRequestInputSchema,
    response: { 200: restRequestSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  remove: {
    ...scoped,
    summary: 'Delete a named request (409 while a live app calls it: publish without it first)',
    params: restRequestParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404, 409) },
  },
  run: {
    ...scoped,
    summary:
      'Run a saved request with parameter values through the egress guard: the response preview (status, headers, body), or a failure (refused, unreachable, timeout, tls, protocol, tooLarge, redirects, auth) as a result',
    params: restRequestParamsSchema,
    body: runRestRequestSchema,
    response: { 200: restRunResultSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  preview: {
    ...scoped,
    summary: "Run a request definition that is not saved (the editor's Send); an omitted value takes the parameter's example",
    params: connectorIdParamsSchema,
    body: previewRestRequestSchema,
    response: { 200: restRunResultSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
};
