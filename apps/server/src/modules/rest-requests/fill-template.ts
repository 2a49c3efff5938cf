import { PLACEHOLDER_PATTERN } from '@tessera/model/connectors';
import { AppError } from '../../errors/app-error.ts';
import type { FilledValue, FilledValues } from './parameter-values.ts';

const invalid = (message: string) => new AppError('validation_failed', message);

/** The parameter names a template text uses, in order of first use. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!))];
}

function valueOf(values: FilledValues, name: string): FilledValue {
  const value = values.get(name);
  // Definitions are checked when saved or previewed; a stored one naming no parameter is refused here too.
  if (!value) throw invalid(`The request uses {{${name}}}, which is not a parameter.`);
  return value;
}

/** Replaces each placeholder of a text by its value as text, each value passed through `encode`. */
function fillText(template: string, values: FilledValues, encode: (text: string, name: string) => string = (text) => text): string {
  return template.replace(PLACEHOLDER_PATTERN, (_, name: string) => encode(valueOf(values, name).text, name));
}

/**
 * Fills the path: each value becomes percent-encoded text inside its segment, so it cannot add a
 * `/`, `?`, `#` or `%` of its own; a segment a value leaves empty, `.` or `..` is refused (it
 * would name another resource).
 */
export function fillPathTemplate(path: string, values: FilledValues): string {
  return path
    .split('/')
    .map((segment) => {
      const names = placeholderNames(segment);
      if (names.length === 0) return segment;
      const filled = fillText(segment, values, encodeURIComponent);
      if (filled === '' || filled === '.' || filled === '..') {
        const shown = names.map((name) => `"${name}"`).join(' and ');
        throw invalid(`The path needs a value for ${shown} that is not empty, "." or "..".`);
      }
      return filled;
    })
    .join('/');
}

/** Fills a query value: the value as text (URLSearchParams encodes it when the URL is built). */
export function fillQueryValue(template: string, values: FilledValues): string {
  return fillText(template, values);
}

/** Fills a header value: the value as text; a line break or NUL would split the header, so it is refused. */
export function fillHeaderValue(headerName: string, template: string, values: FilledValues): string {
  return fillText(template, values, (text, name) => {
    if (/[\r\n\0]/.test(text)) throw invalid(`The value of "${name}" goes in the header ${headerName}, and a header value cannot hold a line break or NUL.`);
    return text;
  });
}

/**
 * Parses a body template as JSON: the template itself must be JSON (placeholders go inside
 * strings), so values are placed into a parsed tree and can never change its structure.
 */
export function parseBodyTemplate(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw invalid(`The body is not valid JSON${whereJsonFails(body, error)}. Put placeholders inside quotes: "{{name}}" keeps a number a number.`);
  }
}

/** " at line L, column C" from the parser's position, or " (it ends too soon)"; the parser's own text is not shown. */
function whereJsonFails(body: string, error: unknown): string {
  const position = error instanceof SyntaxError ? /at position (\d+)/.exec(error.message)?.[1] : undefined;
  if (position === undefined) return body.trim() === '' ? ' (it is empty)' : ' (it ends too soon)';
  const before = body.slice(0, Number(position)).split('\n');
  return ` at line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

const EXACT_PLACEHOLDER = new RegExp(`^${PLACEHOLDER_PATTERN.source}$`);

/**
 * Fills a parsed body template: a string that is exactly `{{name}}` becomes the typed value, a
 * placeholder inside a longer string (or an object key) the value as text.
 */
export function fillBodyTemplate(template: unknown, values: FilledValues): unknown {
  if (typeof template === 'string') {
    const exact = EXACT_PLACEHOLDER.exec(template);
    return exact ? valueOf(values, exact[1]!).typed : fillText(template, values);
  }
  if (Array.isArray(template)) return template.map((item) => fillBodyTemplate(item, values));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [fillText(key, values), fillBodyTemplate(item, values)]));
  }
  return template;
}

/** Every string of a parsed body (keys included): where its placeholders are. */
export function bodyStrings(template: unknown): string[] {
  if (typeof template === 'string') return [template];
  if (Array.isArray(template)) return template.flatMap(bodyStrings);
  if (template !== null && typeof template === 'object') return Object.entries(template).flatMap(([key, item]) => [key, ...bodyStrings(item)]);
  return [];
}
