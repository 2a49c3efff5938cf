import { authPaths, type ClientConfig, clientConfigSchema } from '@tessera/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /config/client: the same object the served index.html carries in its `#tessera-config` data block. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ clientConfig: ClientConfig }> = async (app, { clientConfig }) => {
  app.get(
    authPaths.clientConfig,
    { schema: { tags: ['config'], summary: 'Branding and sign-in options for the studio', response: { 200: clientConfigSchema } } },
    async () => clientConfig,
  );
};
