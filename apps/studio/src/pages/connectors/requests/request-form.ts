import {
  methodsWithBody,
  REST_MAX_RESPONSE_BYTES,
  REST_TIMEOUT_MS,
  type RestMethod,
  type RestParameterType,
  type RestRequest,
  type RestRequestInput,
  restRequestInputSchema,
} from '@tessera/model/connectors';
import type { FieldErrors } from '../connector-form.ts';
import { jsonTemplateError } from './json-template.ts';
import { undeclaredPlaceholders } from './placeholders.ts';

/**
 * The request editor's state and its mapping to and from the API: a saved request becomes a form,
 * a form becomes the definition POST, PATCH and request-preview send. Errors are keyed by the
 * definition's path (`name`, `query.0.name`, `parameters.1.example`), whether the shared schema,
 * the editor's own checks or the server found them.
 */

/** A name/value row (query parameter or header); `key` keeps the row's identity in the list. */
export interface PairRow {
  key: string;
  name: string;
  value: string;
}

/** A parameter row; the example is text, empty for none. */
export interface ParameterRow {
  key: string;
  name: string;
  type: RestParameterType;
  required: boolean;
  example: string;
}

export interface RequestForm {
  name: string;
  method: RestMethod;
  path: string;
  query: PairRow[];
  headers: PairRow[];
  /** The body template; null while the method sends none. */
  body: string | null;
  parameters: ParameterRow[];
  timeoutMs: number;
  maxResponseBytes: number;
}

let rowCounter = 0;
const rowKey = () => `row-${++rowCounter}`;

export const newPairRow = (name = '', value = ''): PairRow => ({ key: rowKey(), name, value });
export const newParameterRow = (): ParameterRow => ({ key: rowKey(), name: '', type: 'text', required: true, example: '' });

export const hasBody = (method: RestMethod) => methodsWithBody.includes(method);

/** The form of a new request: a GET of `/`. */
export function emptyRequestForm(): RequestForm {
  return {
    name: '',
    method: 'GET',
    path: '/',
    query: [],
    headers: [],
    body: null,
    parameters: [],
    timeoutMs: REST_TIMEOUT_MS.default,
    maxResponseBytes: REST_MAX_RESPONSE_BYTES.default,
  };
}

/** The form of a saved request. */
export function formOfRequest(request: RestRequest): RequestForm {
  return {
    name: request.name,
    method: request.method,
    path: request.path,
    query: request.query.map((row) => newPairRow(row.name, row.value)),
    headers: request.headers.map((row) => newPairRow(row.name, row.value)),
    body: request.body,
    parameters: request.parameters.map((parameter) => ({ key: rowKey(), ...parameter, example: parameter.example ?? '' })),
    timeoutMs: request.timeoutMs,
    maxResponseBytes: request.maxResponseBytes,
  };
}

/**
 * Another method chosen: a method with a body keeps the template typed so far (or starts an empty
 * one), a GET drops it from what is sent but the form remembers nothing of it.
 */
export function changeMethod(form: RequestForm, method: RestMethod): RequestForm {
  return { ...form, method, body: hasBody(method) ? (form.body ?? '') : null };
}

/** The definition the form sends: rows as they are, an empty body template as no body, an empty example as none. */
export function definitionOf(form: RequestForm): RestRequestInput {
  const body = form.body !== null && hasBody(form.method) && form.body.trim() !== '' ? form.body : null;
  return {
    name: form.name,
    method: form.method,
    path: form.path,
    query: form.query.map(({ name, value }) => ({ name, value })),
    headers: form.headers.map(({ name, value }) => ({ name, value })),
    body,
    parameters: form.parameters.map(({ name, type, required, example }) => ({ name, type, required, example: example === '' ? null : example })),
    timeoutMs: form.timeoutMs,
    maxResponseBytes: form.maxResponseBytes,
  };
}

/**
 * Everything wrong with the form before it is sent: the shared schema's messages (the server's
 * own), a body template that is not JSON, and placeholders no parameter declares. `bodyError`
 * words the template's position (the caller's translated sentence).
 */
export function checkForm(form: RequestForm, bodyError: (line: number, column: number) => string): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = restRequestInputSchema.safeParse(definitionOf(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  const template = definitionOf(form).body;
  const jsonError = template === null || template === undefined ? null : jsonTemplateError(template);
  if (jsonError) errors.body ??= bodyError(jsonError.line, jsonError.column);
  for (const [path, message] of Object.entries(undeclaredPlaceholders(form))) errors[path] ??= message;
  return errors;
}

/** Paths the editor shows under a field; any other refusal is shown at the top of the form. */
const shownPaths = /^(name|method|path|body|query(\.\d+\.(name|value))?|headers(\.\d+\.(name|value))?|parameters(\.\d+\.(name|type|example))?)$/;

/** A refusal's messages split into those the fields show and the rest, joined in one sentence list. */
export function placeErrors(errors: FieldErrors): { fields: FieldErrors; other: string | null } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (shownPaths.test(path)) fields[path] = message;
    else other.push(message);
  }
  return { fields, other: other.length > 0 ? other.join(' ') : null };
}

/**
 * A refused Send's messages by where they belong: the preview route names the definition's fields
 * under `request.` (`request.path`: the editor's field) and the values under `parameters.` (by
 * parameter name: the value's box); anything else names no field.
 */
export function previewErrorsOf(errors: FieldErrors): { form: FieldErrors; values: FieldErrors; other: string | null } {
  const form: FieldErrors = {};
  const values: FieldErrors = {};
  const other: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith('request.')) form[path.slice('request.'.length)] = message;
    else if (/^parameters\.[A-Za-z_]\w*$/.test(path)) values[path.slice('parameters.'.length)] = message;
    else other[path] = message;
  }
  const placed = placeErrors(form);
  const rest = [...Object.values(other), ...(placed.other ? [placed.other] : [])];
  return { form: placed.fields, values, other: rest.length > 0 ? rest.join(' ') : null };
}

/** Whether two forms would send the same definition (row keys aside): "unsaved changes" is their difference. */
export function sameDefinition(a: RequestForm, b: RequestForm): boolean {
  return JSON.stringify(definitionOf(a)) === JSON.stringify(definitionOf(b));
}
