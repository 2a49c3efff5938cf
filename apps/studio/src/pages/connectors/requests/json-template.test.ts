import { describe, expect, it } from 'vitest';
import { jsonTemplateError } from './json-template.ts';

describe('jsonTemplateError', () => {
  it('accepts JSON with placeholders inside strings, and an empty template', () => {
    expect(jsonTemplateError('{"id": "{{id}}", "note": "for {{name}}"}')).toBeNull();
    expect(jsonTemplateError('  ')).toBeNull();
  });

  it('gives the line and column where the template stops being JSON', () => {
    expect(jsonTemplateError('{\n  "n": {{n}}\n}')).toEqual({ line: 2, column: 9, offset: 10 });
    expect(jsonTemplateError('{"a" 1}')).toEqual({ line: 1, column: 6, offset: 5 });
  });

  it('points at the end of a template that is cut off', () => {
    const error = jsonTemplateError('{"a": [1, 2');
    expect(error?.line).toBe(1);
    expect(error?.column).toBeGreaterThanOrEqual(11);
  });
});
