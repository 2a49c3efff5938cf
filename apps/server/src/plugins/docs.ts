import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../context.ts';

/** OpenAPI from the routes' zod schemas, browsable at /docs (JSON at /docs/openapi.json). */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0', description: 'The platform API the studio calls.' },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(apiReference, {
    routePrefix: '/docs',
    logLevel: 'warn',
    // Self-contained: no third-party fonts and no hosted assistant calling out to the vendor.
    configuration: { withDefaultFonts: false, agent: { disabled: true }, showDeveloperTools: 'never' },
  });
}
