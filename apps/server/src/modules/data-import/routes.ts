import { importPaths } from '@tessera/model/data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { getImport, getImportErrors, importErrorsCsv, listImports } from './read-imports.ts';
import { importSchemas as s } from './schemas.ts';
import { IMPORT_MAX_BYTES, startImport } from './start-import.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Imports write a table of draft: a builder's action, with a Developer seat. */
const building = { ...scoped, seat: 'developer' } as const;

/** Imports of CSV and Excel files into the tables of a project's draft (see `import-contract.ts`). */
export const dataImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });
  // In this plugin only: any body is handed over as the raw stream, which the upload stores piece
  // by piece; the service refuses types other than CSV and xlsx with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post(importPaths.tableImports, { schema: s.start, config: building, bodyLimit: IMPORT_MAX_BYTES }, async (request, reply) => {
    const length = Number(request.headers['content-length']);
    const job = await startImport(ctx, callerOf(request), {
      projectId: request.params.projectId,
      tableName: request.params.tableName,
      mode: request.query.mode,
      fileName: request.query.fileName,
      contentType: request.headers['content-type'],
      declaredBytes: Number.isFinite(length) ? length : null,
      body: request.body,
    });
    return reply.code(202).send(job);
  });

  app.get(importPaths.tableImports, { schema: s.list, config: scoped }, async (request) =>
    listImports(ctx, callerOf(request), request.params.projectId, request.params.tableName),
  );

  app.get(importPaths.importJob, { schema: s.get, config: scoped }, async (request) =>
    getImport(ctx, callerOf(request), request.params.projectId, request.params.importId),
  );

  app.get(importPaths.importErrors, { schema: s.errors, config: scoped }, async (request, reply) => {
    const result = await getImportErrors(ctx, callerOf(request), request.params.projectId, request.params.importId);
    if (request.query.format === 'json') return result;
    // The CSV download bypasses the JSON serializer (its own serializer sends the text as is).
    const csv = importErrorsCsv(result.errors) as unknown as typeof result;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${request.params.importId}-errors.csv"`)
      .serializer((payload: string) => payload)
      .send(csv);
  });
};
