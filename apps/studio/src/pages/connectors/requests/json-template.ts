/** Where a body template stops being JSON: the parser's message and a 1-based line and column. */
export interface JsonTemplateError {
  line: number;
  column: number;
  /** The character offset (0-based) in the template. */
  offset: number;
}

/**
 * Checks a body template as the server does before filling it: placeholders live inside JSON
 * strings (`"{{id}}"`), so the template itself must parse as JSON. An empty template is no body
 * and no error. The position is read from the engine's message (`position 12`, `line 2 column 5`);
 * without one, the end of the text is reported, where a cut-off template breaks.
 */
export function jsonTemplateError(template: string): JsonTemplateError | null {
  if (template.trim() === '') return null;
  try {
    JSON.parse(template);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const position = /position (\d+)/.exec(message);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (position) return positionOf(template, Math.min(Number(position[1]), template.length));
    if (lineColumn) return offsetOf(template, Number(lineColumn[1]), Number(lineColumn[2]));
    return positionOf(template, template.length);
  }
}

function positionOf(text: string, offset: number): JsonTemplateError {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1, offset };
}

function offsetOf(text: string, line: number, column: number): JsonTemplateError {
  const lines = text.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, current) => sum + current.length + 1, 0) + column - 1;
  return { line, column, offset };
}
