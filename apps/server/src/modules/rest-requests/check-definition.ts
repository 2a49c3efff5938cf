import type { RestRequestDefinition } from '@tessera/model/connectors';
import { AppError } from '../../errors/app-error.ts';
import { bodyStrings, parseBodyTemplate, placeholderNames } from './fill-template.ts';

/** What a connector's authentication writes: a header, or a query parameter (an API key in the query). */
export interface AuthOwned {
  header: string | null;
  query: string | null;
}

type AuthShape = { kind: 'none' | 'bearer' | 'basic' | 'oauth2' } | { kind: 'apiKey'; in: 'header' | 'query'; name: string };

/** The header or query parameter a connector's authentication sets, which a request cannot set too. */
export function authOwned(auth: AuthShape): AuthOwned {
  switch (auth.kind) {
    case 'none':
      return { header: null, query: null };
    case 'apiKey':
      return auth.in === 'header' ? { header: auth.name.toLowerCase(), query: null } : { header: null, query: auth.name };
    default:
      return { header: 'authorization', query: null };
  }
}

const invalid = (message: string) => new AppError('validation_failed', message);

/**
 * Checks what the schema cannot: the body template is JSON, every placeholder names a parameter,
 * and no header or query parameter is the one the connector's authentication writes. Runs when a
 * request is saved or previewed, and again before each run (the connector's auth may have changed).
 */
export function checkDefinition(definition: RestRequestDefinition, owned: AuthOwned): void {
  const parameters = new Set(definition.parameters.map((parameter) => parameter.name));
  const checkUses = (where: string, texts: readonly string[]) => {
    for (const name of texts.flatMap(placeholderNames)) {
      if (!parameters.has(name)) throw invalid(`${where} uses {{${name}}}, which is not a parameter.`);
    }
  };
  checkUses('The path', [definition.path]);
  for (const entry of definition.query) checkUses(`The query parameter "${entry.name}"`, [entry.value]);
  for (const header of definition.headers) checkUses(`The header ${header.name}`, [header.value]);
  if (definition.body !== null) checkUses('The body', bodyStrings(parseBodyTemplate(definition.body)));
  if (owned.header !== null && definition.headers.some((header) => header.name.toLowerCase() === owned.header)) {
    throw invalid(`The connector's authentication sets the header ${owned.header}; a request cannot set it too.`);
  }
  if (owned.query !== null && definition.query.some((entry) => entry.name === owned.query)) {
    throw invalid(`The connector's API key goes in the query parameter "${owned.query}"; a request cannot set it too.`);
  }
}
