import { expect } from 'vitest';
import type { DataApiError, ParsedRequest } from './ast.ts';
import { parseRequest, type GrammarHeaders } from './parse-request.ts';

/** The parsed request of a query the grammar must accept (fails the test otherwise). */
export function accepted(query: string, headers: GrammarHeaders = {}): ParsedRequest {
  const result = parseRequest(query, headers);
  if (!result.ok) expect.fail(`expected ${query} to parse, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a query the grammar must refuse (fails the test otherwise). */
export function refused(query: string, headers: GrammarHeaders = {}): DataApiError {
  const result = parseRequest(query, headers);
  if (result.ok) expect.fail(`expected ${query} to be refused, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The single filter node of a query with one filter key. */
export function onlyFilter(query: string) {
  const { filters } = accepted(query);
  expect(filters).toHaveLength(1);
  return filters[0]!;
}
