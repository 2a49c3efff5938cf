import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getDashboard } from './dashboard.ts';
import { duplicateProject } from './duplicate-project.ts';
import { projectSchemas as s } from './schemas.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  openProject,
  type ProjectCaller,
  renameProject,
  setFavorite,
  setProjectArchived,
} from './service.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Studio writes: building apps needs a Developer seat (End Users only use the published ones). */
const building = { ...scoped, seat: 'developer' } as const;

/** Projects of the `domainname` workspace and its dashboard. */
export const projectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The auth hook has set both on every scoped route.
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });
  const paths = workspacePaths;

  app.get(paths.projects, { schema: s.list, config: scoped }, async (request) => ({
    projects: await listProjects(ctx.db, callerOf(request), request.query),
  }));

  app.post(paths.projects, { schema: s.create, config: building }, async (request, reply) => {
    const { name, supportWeb, supportAndroid, supportIOS } = request.body;
    const project = await createProject(ctx, callerOf(request), { name, supportWeb, supportAndroid, supportIOS });
    return reply.code(201).send(project);
  });

  app.get(paths.project, { schema: s.get, config: scoped }, async (request) =>
    getProject(ctx.db, callerOf(request), request.params.projectId),
  );

  app.patch(paths.project, { schema: s.rename, config: building }, async (request) =>
    renameProject(ctx, callerOf(request), request.params.projectId, request.body.name),
  );

  app.delete(paths.project, { schema: s.remove, config: building }, async (request, reply) => {
    await deleteProject(ctx, callerOf(request), request.params.projectId, request.body?.confirmName);
    return reply.code(204).send(null);
  });

  app.put(paths.projectFavorite, { schema: s.addFavorite, config: scoped }, async (request) =>
    setFavorite(ctx, callerOf(request), request.params.projectId, true),
  );

  app.delete(paths.projectFavorite, { schema: s.removeFavorite, config: scoped }, async (request) =>
    setFavorite(ctx, callerOf(request), request.params.projectId, false),
  );

  app.post(paths.archiveProject, { schema: s.archive, config: building }, async (request) =>
    setProjectArchived(ctx, callerOf(request), request.params.projectId, true),
  );

  app.post(paths.restoreProject, { schema: s.restore, config: building }, async (request) =>
    setProjectArchived(ctx, callerOf(request), request.params.projectId, false),
  );

  app.post(paths.duplicateProject, { schema: s.duplicate, config: building }, async (request, reply) => {
    const project = await duplicateProject(ctx, callerOf(request), request.params.projectId, request.body?.name);
    return reply.code(201).send(project);
  });

  app.post(paths.openProject, { schema: s.open, config: scoped }, async (request) =>
    openProject(ctx, callerOf(request), request.params.projectId),
  );

  app.get(paths.dashboard, { schema: s.dashboard, config: scoped }, async (request) =>
    getDashboard(ctx.db, callerOf(request), ctx.clock()),
  );
};
