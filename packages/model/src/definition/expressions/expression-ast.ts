/**
 * The parsed form of an expression: what the checker types and the evaluator walks. `pos` is the
 * source offset of the node's first token, for error messages.
 */
export type ExpressionNode =
  | { type: 'literal'; value: string | number | boolean | null; pos: number }
  | { type: 'name'; name: string; pos: number }
  | { type: 'member'; object: ExpressionNode; name: string; pos: number }
  | { type: 'index'; object: ExpressionNode; index: ExpressionNode; pos: number }
  /** `size(x)` (no `target`) or `x.size()` (`target` is `x`). */
  | { type: 'call'; name: string; target: ExpressionNode | null; args: ExpressionNode[]; pos: number }
  /** `has(a.b)`: whether `a` holds the field `b`, without reading it. */
  | { type: 'has'; member: Extract<ExpressionNode, { type: 'member' }>; pos: number }
  | { type: 'unary'; op: UnaryOperator; operand: ExpressionNode; pos: number }
  | { type: 'binary'; op: BinaryOperator; left: ExpressionNode; right: ExpressionNode; pos: number }
  | { type: 'conditional'; test: ExpressionNode; then: ExpressionNode; otherwise: ExpressionNode; pos: number }
  /** `target.all(x, body)` and the other macros: `body` runs per item with the item as `variable`. */
  | { type: 'macro'; macro: MacroName; target: ExpressionNode; variable: string; body: ExpressionNode; pos: number }
  | { type: 'list'; items: ExpressionNode[]; pos: number }
  | { type: 'map'; entries: { key: ExpressionNode; value: ExpressionNode }[]; pos: number };

export type UnaryOperator = '!' | '-';
export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** CEL's macros over a list (items) or a map (keys). */
export const MACRO_NAMES = ['all', 'exists', 'exists_one', 'filter', 'map'] as const;
export type MacroName = (typeof MACRO_NAMES)[number];
