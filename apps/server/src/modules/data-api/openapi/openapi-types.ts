/**
 * The parts of OpenAPI 3.0.3 the data API's document uses, typed just enough to keep the
 * generator honest (the document is checked against the full specification in its test).
 */
export interface SchemaObject {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: (string | null)[];
  nullable?: boolean;
  description?: string;
  properties?: Record<string, SchemaObject | ReferenceObject>;
  required?: string[];
  items?: SchemaObject | ReferenceObject;
  oneOf?: (SchemaObject | ReferenceObject)[];
  pattern?: string;
  minimum?: number;
  default?: unknown;
  example?: unknown;
  additionalProperties?: boolean;
}

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path';
  description: string;
  required?: boolean;
  schema: SchemaObject;
  example?: string;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: SchemaObject }>;
  content?: Record<string, { schema: SchemaObject | ReferenceObject }>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: (ParameterObject | ReferenceObject)[];
  requestBody?: { required: boolean; content: Record<string, { schema: SchemaObject | ReferenceObject }> };
  responses: Record<string, ResponseObject | ReferenceObject>;
}

export type PathItemObject = Partial<Record<'get' | 'post' | 'patch' | 'delete', OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.0.3';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
}

/** A `$ref` to a component of the document. */
export const ref = (kind: 'schemas' | 'parameters' | 'responses', key: string): ReferenceObject => ({ $ref: `#/components/${kind}/${key}` });
