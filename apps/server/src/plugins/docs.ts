import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../context.ts';
import { securitySchemes } from '../http/security.ts';
import { inlineScriptHashes, type Policy, policyHeader, studioPolicy } from './content-security-policy.ts';

/**
 * OpenAPI from the routes' zod schemas, browsable at /docs (JSON at /docs/openapi.json), under a
 * content security policy of its own. Schemas with an id in `z.globalRegistry` (the recursive
 * `ElementNode`) are written once under `components.schemas` and referred to by `$ref`.
 */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0', description: 'The platform API the studio calls.' },
      servers: [{ url: publicUrl }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')) {
        reply.header('content-security-policy', policyHeader(docsPolicy(payload)));
      }
      return payload;
    });
    await scope.register(apiReference, {
      routePrefix: '/docs',
      logLevel: 'warn',
      // Self-contained: no third-party fonts and no hosted assistant calling out to the vendor.
      configuration: { withDefaultFonts: false, agent: { disabled: true }, showDeveloperTools: 'never' },
    });
  });
}

/**
 * The reference page's policy: the studio's, plus the page's own start-up script (rendered by the
 * reference library from the fixed configuration above, allowed by its hash) and inline pictures.
 */
function docsPolicy(html: string): Policy {
  return {
    ...studioPolicy,
    'script-src': [...(studioPolicy['script-src'] ?? []), ...inlineScriptHashes(html)],
    'img-src': ["'self'", 'data:'],
  };
}
