import type { DataEnvironment, DataModel, DataTable } from '@tessera/model/data';
import { describeAccess } from './access-summary.ts';
import { tableSchemas } from './column-schemas.ts';
import { ref, type OpenApiDocument, type OperationObject, type ParameterObject, type PathItemObject, type ReferenceObject, type ResponseObject } from './openapi-types.ts';
import { filterDescription, selectDescription, sharedParameters, type SharedParameter } from './parameters.ts';
import { describeEmbeddables, embeddablesOf } from './relations.ts';

export interface DataApiOpenApiOptions {
  title: string;
  /** The environment's base address: each table is at `${serverUrl}/${table}`. */
  serverUrl: string;
  environment: DataEnvironment;
}

/**
 * A component key for a name: OpenAPI allows `A-Z a-z 0-9 . - _` there. Table names already are
 * such identifiers; any other character is written as `.` and its code point in six hex digits,
 * so two names never share a key (and never end in `.insert` or `.update`).
 */
const componentKey = (name: string): string =>
  Array.from(name, (character) => (/^[A-Za-z0-9_-]$/.test(character) ? character : `.${character.codePointAt(0)!.toString(16).padStart(6, '0')}`)).join('');

const shared = (key: SharedParameter): ReferenceObject => ref('parameters', key);
const errors = { '4XX': ref('responses', 'Error') };
const rowsOf = (table: DataTable) => ({ 'application/json': { schema: { type: 'array' as const, items: ref('schemas', componentKey(table.name)) } } });

const contentRange = { description: 'The rows returned and, with Prefer: count=…, the total: 0-49/1200 or 0-49/*.', schema: { type: 'string' as const } };

/**
 * The OpenAPI 3.0.3 document of one environment's data API, from its data model: per table one
 * path with list (GET), insert (POST), update (PATCH) and delete (DELETE), a filter parameter per
 * column, the PostgREST query parameters and headers, and the row schemas. Like PostgREST's root
 * document, but valid OpenAPI. Pure: the caller serves it.
 */
export function dataApiOpenApi(model: DataModel, options: DataApiOpenApiOptions): OpenApiDocument {
  const schemas: OpenApiDocument['components']['schemas'] = {};
  const paths: Record<string, PathItemObject> = {};
  for (const table of model.tables) {
    const { row, insert, update } = tableSchemas(model, table);
    const key = componentKey(table.name);
    schemas[key] = row;
    schemas[`${key}.insert`] = insert;
    schemas[`${key}.update`] = update;
    paths[`/${encodeURIComponent(table.name)}`] = tablePath(model, table);
  }
  schemas.Error = errorSchema;
  return {
    openapi: '3.0.3',
    info: {
      title: options.title,
      version: '1.0.0',
      description:
        `The ${options.environment} data of this project. The URL grammar is PostgREST's: filters (age=gt.18, or=(…)), ` +
        'select= with embedded related rows, order=, limit/offset and Range, Prefer: count=… and return=…; errors carry PostgREST’s codes.',
    },
    servers: [{ url: options.serverUrl, description: `The ${options.environment} environment` }],
    security: [{}, { bearer: [] }],
    tags: model.tables.map((table) => ({ name: table.name, description: `Rows of ${table.name}.` })),
    paths,
    components: {
      schemas,
      parameters: sharedParameters,
      responses: { Error: errorResponse },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An end user’s token issued by the project; without one the caller is an anonymous visitor.' },
      },
    },
  };
}

const errorSchema = {
  type: 'object' as const,
  description: 'An error in PostgREST’s shape.',
  properties: {
    code: { type: 'string' as const, description: 'A stable code, e.g. PGRST100 (the query string does not parse).' },
    message: { type: 'string' as const, description: 'What is wrong, naming the table, column or operator.' },
    details: { type: 'string' as const, nullable: true },
    hint: { type: 'string' as const, nullable: true },
  },
  required: ['code', 'message', 'details', 'hint'],
};

const errorResponse: ResponseObject = {
  description: 'The request was refused; the body says why.',
  content: { 'application/json': { schema: ref('schemas', 'Error') } },
};

/** Query keys the grammar reads as keywords: a column of such a name cannot be filtered by its name. */
const keywordKeys = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'columns', 'on_conflict']);

function tablePath(model: DataModel, table: DataTable): PathItemObject {
  const filters: ParameterObject[] = table.columns.filter((column) => !keywordKeys.has(column.name)).map((column) => ({
    name: column.name,
    in: 'query',
    description: filterDescription(column.name, column.type),
    schema: { type: 'string' },
  }));
  const select: ParameterObject = {
    name: 'select',
    in: 'query',
    description: selectDescription(describeEmbeddables(embeddablesOf(model, table))),
    schema: { type: 'string' },
    example: '*',
  };
  const operation = (verb: string, summary: string, rule: keyof Omit<DataTable['access'], 'ownerColumnId'>, parts: Omit<OperationObject, 'operationId' | 'summary' | 'description' | 'tags'>): OperationObject => ({
    operationId: `${verb}_${componentKey(table.name)}`,
    summary,
    description: describeAccess(table.access[rule], table),
    tags: [table.name],
    ...parts,
  });
  const writtenRows: Record<string, ResponseObject> = {
    '200': { description: 'With Prefer: return=representation: the rows.', content: rowsOf(table) },
    '204': { description: 'Done (Prefer: return=minimal, the default).' },
  };
  const filtering = [...filters, shared('or'), shared('and')];
  return {
    get: operation('list', `List rows of ${table.name}`, 'read', {
      parameters: [...filtering, select, shared('order'), shared('limit'), shared('offset'), shared('range'), shared('rangeUnit'), shared('preferRead')],
      responses: {
        '200': { description: 'The rows.', headers: { 'Content-Range': contentRange }, content: rowsOf(table) },
        '206': { description: 'Part of the rows (Range, limit or a page size).', headers: { 'Content-Range': contentRange }, content: rowsOf(table) },
        ...errors,
      },
    }),
    post: operation('insert', `Insert rows into ${table.name}`, 'insert', {
      parameters: [select, shared('columns'), shared('onConflict'), shared('preferInsert')],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { oneOf: [ref('schemas', `${componentKey(table.name)}.insert`), { type: 'array', items: ref('schemas', `${componentKey(table.name)}.insert`) }] } },
        },
      },
      responses: {
        '201': { description: 'Inserted; with Prefer: return=representation the body holds the rows.', content: rowsOf(table) },
        ...errors,
      },
    }),
    patch: operation('update', `Update rows of ${table.name} matching the filters (at least one is required)`, 'update', {
      parameters: [...filtering, select, shared('preferWrite')],
      requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', `${componentKey(table.name)}.update`) } } },
      responses: { ...writtenRows, ...errors },
    }),
    delete: operation('delete', `Delete rows of ${table.name} matching the filters (at least one is required)`, 'delete', {
      parameters: [...filtering, select, shared('preferWrite')],
      responses: { ...writtenRows, ...errors },
    }),
  };
}
