import { PLACEHOLDER_PATTERN } from '@tessera/model/connectors';
import type { FieldErrors } from '../connector-form.ts';
import type { RequestForm } from './request-form.ts';

/** The `{{name}}` placeholders of a text, each name once, in the order they first appear. */
export function placeholdersIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) names.add(match[1]!);
  return [...names];
}

/**
 * Placeholders the form uses that no parameter declares, by the request path of the field that
 * uses them (`path`, `query.0.value`, `headers.1.value`, `body`): the server could not fill them,
 * so the editor flags them before saving. Parameters with an empty name declare nothing.
 */
export function undeclaredPlaceholders(form: RequestForm): FieldErrors {
  const declared = new Set(form.parameters.map((parameter) => parameter.name.trim()).filter(Boolean));
  const fields: [string, string][] = [
    ['path', form.path],
    ...form.query.map((row, index): [string, string] => [`query.${index}.value`, row.value]),
    ...form.headers.map((row, index): [string, string] => [`headers.${index}.value`, row.value]),
  ];
  if (form.body !== null) fields.push(['body', form.body]);
  const errors: FieldErrors = {};
  for (const [path, text] of fields) {
    const missing = placeholdersIn(text).filter((name) => !declared.has(name));
    if (missing.length > 0) errors[path] = missing.map((name) => `{{${name}}} is not a parameter.`).join(' ');
  }
  return errors;
}
