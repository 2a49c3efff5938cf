import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { closedAccess, type ColumnTypeName, type DataColumn, type DataModel, type DataTable } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { dataApiOpenApi } from './data-api-openapi.ts';
import type { ParameterObject, ReferenceObject } from './openapi-types.ts';

type ValidatorInput = Exclude<Parameters<typeof SwaggerParser.validate>[0], string>;

function column(id: string, type: ColumnTypeName, options: Partial<DataColumn> = {}): DataColumn {
  return { id, name: id, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null, ...options };
}

function table(id: string, columns: DataColumn[], options: Partial<DataTable> = {}): DataTable {
  return { id, name: id, primaryKeyColumnId: columns[0]!.id, columns, indexes: [], position: { x: 0, y: 0 }, access: closedAccess(), joinFor: null, ...options };
}

const everyType: DataColumn[] = [
  column('id', 'uuid', { required: true, defaultValue: { kind: 'randomUuid' } }),
  column('title', 'text', { required: true }),
  column('notes', 'longText'),
  column('attachment', 'file'),
  column('points', 'integer'),
  column('price', 'decimal', { required: true, defaultValue: { kind: 'literal', value: '0' } }),
  column('done', 'boolean'),
  column('due', 'date'),
  column('created_at', 'dateTime', { required: true, defaultValue: { kind: 'now' } }),
  column('external_id', 'uuid', { unique: true }),
  column('data', 'json'),
  column('status', 'enum', { required: true, enumValues: ['new', 'done'] }),
  column('priority', 'enum', { enumValues: ['low', 'high'] }),
  column('project_id', 'integer', { references: { tableId: 'projects', onDelete: 'cascade' } }),
];

const model: DataModel = {
  tables: [
    table('projects', [column('id', 'integer', { required: true }), column('name', 'text', { required: true })], {
      access: { ...closedAccess(), read: { who: 'anyone', roles: [], condition: [], columnIds: null } },
    }),
    table('tasks', everyType, { access: { ...closedAccess(), update: { who: 'roles', roles: ['editor'], condition: [], columnIds: null } } }),
    table('tags', [column('id', 'integer', { required: true }), column('label', 'text')]),
    table(
      'task_tags',
      [
        column('id', 'integer', { required: true }),
        column('task_id', 'uuid', { required: true, references: { tableId: 'tasks', onDelete: 'cascade' } }),
        column('tag_id', 'integer', { required: true, references: { tableId: 'tags', onDelete: 'cascade' } }),
      ],
      { joinFor: ['tasks', 'tags'] },
    ),
  ],
};

const options = { title: 'Shop data API (draft)', serverUrl: 'https://example.test/data/p1/draft', environment: 'draft' } as const;
const document = () => dataApiOpenApi(model, options);

/** The names of an operation's query parameters, shared ones resolved. */
function queryNames(parameters: (ParameterObject | ReferenceObject)[]): string[] {
  const all = document().components.parameters as Record<string, ParameterObject>;
  return parameters.map((parameter) => ('$ref' in parameter ? all[parameter.$ref.split('/').at(-1)!]! : parameter)).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
}

describe('the data API’s OpenAPI document', () => {
  it('is valid OpenAPI 3.0.3, for a model with every column type, relations and a join table', async () => {
    const built = document();
    expect(built.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(built) as unknown as ValidatorInput)).resolves.toBeDefined();
    await expect(SwaggerParser.validate(dataApiOpenApi({ tables: [] }, options) as unknown as ValidatorInput)).resolves.toBeDefined();
  });

  it('generates a typed client with each table’s path and row type', async () => {
    const client = astToString(await openapiTS(structuredClone(document()) as unknown as OpenAPI3, { silent: true }));
    for (const path of ['/projects', '/tasks', '/tags', '/task_tags']) expect(client).toContain(`"${path}": {`);
    expect(client).toMatch(/\n\s+tasks: \{/);
    expect(client).toContain('status: "new" | "done";');
    expect(client).toContain('priority?: "low" | "high" | null;');
  });

  it('has one path per table with list, insert, update and delete, and names the environment', () => {
    const built = document();
    expect(Object.keys(built.paths)).toEqual(['/projects', '/tasks', '/tags', '/task_tags']);
    for (const path of Object.values(built.paths)) expect(Object.keys(path)).toEqual(['get', 'post', 'patch', 'delete']);
    expect(built.servers).toEqual([{ url: options.serverUrl, description: 'The draft environment' }]);
    expect(built.info.title).toBe(options.title);
    expect(built.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(built.security).toEqual([{}, { bearer: [] }]);
    expect(dataApiOpenApi(model, { ...options, environment: 'live' }).info.description).toContain('The live data');
  });

  it('takes a filter per column and the PostgREST parameters on each operation', () => {
    const tasks = document().paths['/tasks']!;
    const columns = everyType.map((entry) => entry.name);
    expect(queryNames(tasks.get!.parameters)).toEqual([...columns, 'or', 'and', 'select', 'order', 'limit', 'offset']);
    expect(queryNames(tasks.post!.parameters)).toEqual(['select', 'columns', 'on_conflict']);
    expect(queryNames(tasks.patch!.parameters)).toEqual([...columns, 'or', 'and', 'select']);
    expect(queryNames(tasks.delete!.parameters)).toEqual([...columns, 'or', 'and', 'select']);
    expect(tasks.get!.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/range' }, { $ref: '#/components/parameters/preferRead' }]));
    expect(tasks.post!.parameters).toContainEqual({ $ref: '#/components/parameters/preferInsert' });
    expect(tasks.get!.responses['206']).toMatchObject({ headers: { 'Content-Range': expect.anything() } });
    expect(tasks.get!.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('describes each column’s type, nullability, keys and the required columns', () => {
    const { schemas } = document().components;
    expect(schemas.tasks!.properties).toEqual({
      id: { type: 'string', format: 'uuid', description: 'Primary key. Has a default value.' },
      title: { type: 'string' },
      notes: { type: 'string', nullable: true },
      attachment: { type: 'string', nullable: true, description: 'A file or image reference (a storage key or a URL).' },
      points: { type: 'integer', format: 'int64', nullable: true },
      price: { type: 'number', description: 'Has a default value.' },
      done: { type: 'boolean', nullable: true },
      due: { type: 'string', format: 'date', nullable: true },
      created_at: { type: 'string', format: 'date-time', description: 'Has a default value.' },
      external_id: { type: 'string', format: 'uuid', nullable: true, description: 'Unique.' },
      data: { nullable: true, description: 'Any JSON value.' },
      status: { type: 'string', enum: ['new', 'done'] },
      priority: { type: 'string', enum: ['low', 'high', null], nullable: true },
      project_id: { type: 'integer', format: 'int64', nullable: true, description: 'Foreign key to projects.id.' },
    });
    expect(schemas.tasks!.required).toEqual(['id', 'title', 'price', 'created_at', 'status']);
    expect(schemas['tasks.insert']!.required).toEqual(['title', 'status']);
    expect(schemas['tasks.update']!.required).toBeUndefined();
    expect(schemas.projects!.properties!.id).toEqual({ type: 'integer', format: 'int64', description: 'Primary key.' });
    expect(schemas.Error!.required).toEqual(['code', 'message', 'details', 'hint']);
  });

  it('lists what each table can embed: to-one, to-many and many-to-many through the join table', () => {
    const selectOf = (path: string) => {
      const parameter = document().paths[path]!.get!.parameters.find((entry): entry is ParameterObject => !('$ref' in entry) && entry.name === 'select');
      return parameter!.description;
    };
    expect(selectOf('/tasks')).toContain('- projects (to-one, via project_id)\n- task_tags (to-many, via task_id)\n- tags (many-to-many, through task_tags)');
    expect(selectOf('/tags')).toContain('- task_tags (to-many, via tag_id)\n- tasks (many-to-many, through task_tags)');
    expect(selectOf('/projects')).toContain('- tasks (to-many, via project_id)');
    expect(selectOf('/task_tags')).toContain('- tasks (to-one, via task_id)\n- tags (to-one, via tag_id)');
  });

  it('says who may do each operation', () => {
    const built = document();
    expect(built.paths['/projects']!.get!.description).toBe('Open to anyone, visitors without a token too.');
    expect(built.paths['/projects']!.post!.description).toContain('Closed to end users and visitors');
    expect(built.paths['/tasks']!.patch!.description).toBe('Open to end users with one of the roles editor.');
  });

  it('keeps component keys valid and distinct for names that are not identifiers', async () => {
    const odd: DataModel = { tables: [table('a b', [column('id', 'integer', { required: true }), column('order', 'text')]), table('a.b', [column('id', 'integer', { required: true })])] };
    const built = dataApiOpenApi(odd, options);
    expect(Object.keys(built.components.schemas)).toEqual(['a.000020b', 'a.000020b.insert', 'a.000020b.update', 'a.00002eb', 'a.00002eb.insert', 'a.00002eb.update', 'Error']);
    expect(Object.keys(built.paths)).toEqual(['/a%20b', '/a.b']);
    expect(queryNames(built.paths['/a%20b']!.get!.parameters).filter((parameter) => parameter === 'order')).toEqual(['order']);
    await expect(SwaggerParser.validate(built as unknown as ValidatorInput)).resolves.toBeDefined();
  });
});
