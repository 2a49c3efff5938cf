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
  const jsonError = template === null ? null : jsonTemplateError(template);
  if (jsonError) errors.body ??= bodyError(jsonError.line, jsonError.column);
  for (const [path, message] of Object.entries(undeclaredPlaceholders(form))) errors[path] ??= message;
  return errors;
}

/**
 * A server refusal's paths as the form's: the preview route names the definition's fields under
 * `request.` (`request.path`), the save routes do not.
 */
export function formErrorsOf(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^request\./, ''), message]));
}

/** Whether two forms would send the same definition (row keys aside): "unsaved changes" is their difference. */
export function sameDefinition(a: RequestForm, b: RequestForm): boolean {
  return JSON.stringify(definitionOf(a)) === JSON.stringify(definitionOf(b));
}
