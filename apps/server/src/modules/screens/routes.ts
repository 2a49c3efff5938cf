import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { screenSchemas as s } from './schemas.ts';
import { createScreen } from './create-screen.ts';
import { deleteScreen } from './delete-screen.ts';
import { duplicateScreen } from './duplicate-screen.ts';
import { getScreen, listScreens } from './read-screens.ts';
import { renameScreen } from './rename-screen.ts';
import { saveScreen } from './save-screen.ts';
import { setStartScreen } from './start-screen.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Studio writes: building apps needs a Developer seat. */
const building = { ...scoped, seat: 'developer' } as const;

/**
 * The save body carries a whole element tree: a 10,000-element screen is a few MB of JSON, well
 * over the server's 64 KB default, so the save route (only) takes up to 8 MB.
 */
export const SCREEN_SAVE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Screens of a project of the `domainname` workspace. */
export const screenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });
  const paths = workspacePaths;

  app.get(paths.screens, { schema: s.list, config: scoped }, async (request) =>
    listScreens(ctx.db, callerOf(request), request.params.projectId),
  );

  app.post(paths.screens, { schema: s.create, config: building }, async (request, reply) => {
    const { name, kind, isMobile, isDesktop, masterId, template } = request.body;
    const screen = await createScreen(ctx, callerOf(request), request.params.projectId, { name, kind, isMobile, isDesktop, masterId, template });
    return reply.code(201).send(screen);
  });

  app.get(paths.screen, { schema: s.get, config: scoped }, async (request) =>
    getScreen(ctx.db, callerOf(request), request.params.projectId, request.params.screenId),
  );

  app.put(paths.screen, { schema: s.save, config: building, bodyLimit: SCREEN_SAVE_BODY_LIMIT_BYTES }, async (request) => {
    const { version, name, isMobile, isDesktop, masterId, root } = request.body;
    return saveScreen(ctx, callerOf(request), request.params.projectId, request.params.screenId, { version, name, isMobile, isDesktop, masterId, root });
  });

  app.patch(paths.screen, { schema: s.rename, config: building }, async (request) =>
    renameScreen(ctx, callerOf(request), request.params.projectId, request.params.screenId, request.body.name),
  );

  app.post(paths.duplicateScreen, { schema: s.duplicate, config: building }, async (request, reply) => {
    const screen = await duplicateScreen(ctx, callerOf(request), request.params.projectId, request.params.screenId, request.body?.name);
    return reply.code(201).send(screen);
  });

  app.delete(paths.screen, { schema: s.remove, config: building }, async (request, reply) => {
    await deleteScreen(ctx, callerOf(request), request.params.projectId, request.params.screenId);
    return reply.code(204).send(null);
  });

  app.put(paths.startScreen, { schema: s.startScreen, config: building }, async (request) =>
    setStartScreen(ctx, callerOf(request), request.params.projectId, request.body.screenId),
  );
};
