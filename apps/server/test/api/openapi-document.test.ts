import SwaggerParser from '@apidevtools/swagger-parser';
import { connectorPaths } from '@tessera/model/connectors';
import { workspacePaths } from '@tessera/model/workspace-api';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** A Fastify path (`/a/:id`) as OpenAPI writes it (`/a/{id}`). */
const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** The document type the validator takes (its last overload: a path or a document). */
type ValidatorInput = Exclude<Parameters<typeof SwaggerParser.validate>[0], string>;

const screenPaths = [workspacePaths.screens, workspacePaths.screen, workspacePaths.duplicateScreen].map(openApiPath);

/** Every `$ref` in a document, with the JSON pointer of the object holding it. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = '$ref' in value && typeof value.$ref === 'string' ? [{ at, ref: value.$ref }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => refsOf(child, `${at}/${key}`))];
}

/** Every property schema named one of `names`, anywhere under `value`, with where it is. */
function propertiesNamed(value: unknown, names: Set<string>, at = '#'): { at: string; schema: unknown }[] {
  if (typeof value !== 'object' || value === null) return [];
  const own =
    'properties' in value && typeof value.properties === 'object' && value.properties !== null
      ? Object.entries(value.properties).filter(([name]) => names.has(name)).map(([name, schema]) => ({ at: `${at}/properties/${name}`, schema }))
      : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => propertiesNamed(child, names, `${at}/${key}`))];
}

/** Every object schema (one with `properties`) anywhere under `value`. */
function objectSchemas(value: unknown): { properties?: Record<string, unknown> }[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = 'properties' in value ? [value as { properties?: Record<string, unknown> }] : [];
  return [...own, ...Object.values(value).flatMap(objectSchemas)];
}

/** A JSON pointer (`#/paths/~1a~1{id}/get`) to the given keys. */
const pointer = (...keys: string[]): string => `#/${keys.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** What a local `$ref` (`#/components/schemas/X`) points to in the document, if anything. */
function resolveRef(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  const keys = ref.slice(2).split('/').map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  return keys.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), document);
}

describe.each(testDatabases)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  /** The whole document as served, parsed afresh for each use (the validator changes it). */
  const fetchDocument = async <Shape>(): Promise<Shape> => {
    const response = await t().inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('resolves every $ref inside the document', async () => {
    const document = await fetchDocument<unknown>();
    const unresolved = refsOf(document).filter(({ ref }) => resolveRef(document, ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('is a valid OpenAPI 3 document', async () => {
    const document = await fetchDocument<ValidatorInput>();
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('declares the screens’ element trees as the recursive ElementNode component', async () => {
    const document = await fetchDocument<unknown>();
    const elementNode = { $ref: '#/components/schemas/ElementNode' };
    expect(resolveRef(document, pointer('components', 'schemas', 'ElementNode', 'properties', 'children', 'items'))).toEqual(elementNode);
    const tree = (path: string, method: string, ...at: string[]) =>
      resolveRef(document, pointer('paths', openApiPath(path), method, ...at, 'content', 'application/json', 'schema', 'properties', 'root'));
    expect(tree(workspacePaths.screen, 'get', 'responses', '200')).toEqual(elementNode);
    expect(tree(workspacePaths.screens, 'post', 'responses', '201')).toEqual(elementNode);
    expect(tree(workspacePaths.duplicateScreen, 'post', 'responses', '201')).toEqual(elementNode);
    expect(tree(workspacePaths.screen, 'put', 'requestBody')).toEqual(elementNode);
  });

  it('generates a typed client with the screen routes and the element node type', async () => {
    const document = await fetchDocument<OpenAPI3>();
    const client = astToString(await openapiTS(document, { silent: true }));
    for (const path of screenPaths) expect(client).toContain(`"${path}": {`);
    expect(client).toMatch(/\n\s+ElementNode: \{/);
    expect(client).toContain('children: components["schemas"]["ElementNode"][];');
    expect(client).toContain('root: components["schemas"]["ElementNode"];');
  });

  it('documents every secret of a connector answer as { set } only', async () => {
    const document = await fetchDocument<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const masked = { type: 'object', properties: { set: { type: 'boolean' } }, required: ['set'], additionalProperties: false };
    const answers = [
      document.paths[openApiPath(connectorPaths.connectors)]!.get!.responses['200'],
      document.paths[openApiPath(connectorPaths.connectors)]!.post!.responses['201'],
      document.paths[openApiPath(connectorPaths.connector)]!.get!.responses['200'],
      document.paths[openApiPath(connectorPaths.connector)]!.patch!.responses['200'],
    ];
    for (const answer of answers) {
      const secrets = propertiesNamed(answer, new Set(['password', 'key', 'token', 'clientSecret']));
      expect(secrets.map((found) => found.at).join('\n')).toMatch(/password[\s\S]*key[\s\S]*token[\s\S]*clientSecret/);
      for (const found of secrets) expect(found.schema, found.at).toEqual(masked);
      // A secret header's value: the object schemas whose `secret` can only be true.
      const values = objectSchemas(answer)
        .filter((schema) => JSON.stringify(schema.properties?.secret) === JSON.stringify({ type: 'boolean', enum: [true] }))
        .map((schema) => schema.properties?.value);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value).toEqual(masked);
    }
  });
});
