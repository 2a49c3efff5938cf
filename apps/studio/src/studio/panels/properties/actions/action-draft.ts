import type { ActionField } from './action-fields.ts';
import { fieldNameOfParam } from './action-fields.ts';

/** One row of a name → expression map as the form edits it (the stored form is a record). */
export interface MapRow {
  name: string;
  value: string;
}

/**
 * What the user sees when the action fails, as the form edits it: a message (`text` empty: the
 * failure's own message, which is also what an action without `onError` shows), nothing, or
 * another screen.
 */
export type OnErrorDraft = { kind: 'message'; text: string } | { kind: 'nothing' } | { kind: 'navigate'; screenId: string };

/** The action being edited: its params in form shape, its condition and its failure choice. */
export interface ActionDraft {
  params: Record<string, unknown>;
  condition: string;
  onError: OnErrorDraft;
}

/** The stored parts of an action the draft is made from and written back to. */
export interface ActionParts {
  params: Readonly<Record<string, unknown>>;
  condition?: string | undefined;
  onError?: { kind: 'message'; text?: string | undefined } | { kind: 'nothing' } | { kind: 'navigate'; screenId: string } | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft of a stored action (or of a new one, from its type's defaults). */
export function draftOf(fields: readonly ActionField[], parts: ActionParts): ActionDraft {
  const params: Record<string, unknown> = structuredClone({ ...parts.params });
  for (const field of fields) {
    if (field.kind !== 'expressionMap') continue;
    const map = params[field.name];
    params[field.name] = isRecord(map) ? Object.entries(map).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : '' })) : [];
  }
  const onError = parts.onError;
  return {
    params,
    condition: parts.condition ?? '',
    onError:
      onError === undefined || onError.kind === 'message'
        ? { kind: 'message', text: onError?.kind === 'message' ? (onError.text ?? '') : '' }
        : onError.kind === 'nothing'
          ? { kind: 'nothing' }
          : { kind: 'navigate', screenId: onError.screenId },
  };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One param's stored value from its form value, or `undefined` to leave an optional one out. */
function cleanValue(field: ActionField, value: unknown): unknown {
  switch (field.kind) {
    case 'expressionMap': {
      const rows = (Array.isArray(value) ? value : []) as MapRow[];
      const kept = rows.filter((row) => !(isBlank(row.name) && isBlank(row.value)));
      if (kept.length === 0 && field.optional) return undefined;
      return Object.fromEntries(kept.map((row) => [row.name.trim(), row.value]));
    }
    case 'filters':
    case 'order':
      return Array.isArray(value) && value.length === 0 && field.optional ? undefined : value;
    case 'variable':
      if (field.flat) return typeof value === 'string' ? value.trim() : value;
      return isRecord(value) && isBlank(value.name) && field.optional ? undefined : value;
    case 'template':
      return value === '' && field.optional ? undefined : value;
    case 'number':
    case 'boolean':
    case 'unsupported':
      return value;
    default:
      if (field.optional && isBlank(value)) return undefined;
      return typeof value === 'string' ? value.trim() : value;
  }
}

/** Why a field can not be saved (`studioPanels.actions.errors.<issue>`). */
export type ActionIssue = 'required' | 'tooLong' | 'pattern' | 'atLeastOne' | 'tooMany' | 'range' | 'duplicate' | 'invalid';

/** The parts of a zod issue the form reads. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  /** The issues of a record's key (`invalid_key`). */
  issues?: readonly SchemaIssue[];
}

/** The form's word for a schema issue. */
export function issueOf(issue: SchemaIssue): ActionIssue {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return 'required';
      return issue.origin === 'array' ? 'atLeastOne' : 'range';
    case 'too_big':
      if (issue.origin === 'string') return 'tooLong';
      return issue.origin === 'array' ? 'tooMany' : 'range';
    case 'invalid_format':
      return 'pattern';
    case 'invalid_key':
      // A record's key (a parameter or column name) that its name schema refuses.
      return issue.issues?.[0] ? issueOf(issue.issues[0]) : 'invalid';
    default:
      return 'invalid';
  }
}

/** The params, checked: what to store, or the first problem of each field by field name. */
export type CheckedParams = { ok: true; params: Record<string, unknown> } | { ok: false; issues: Record<string, ActionIssue> };

/** A schema the draft is parsed with (a zod/mini schema). */
export interface ParsingSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** Checks a draft's params against the params schema; the stored params are the schema's output. */
export function checkParams(schema: ParsingSchema, fields: readonly ActionField[], params: Readonly<Record<string, unknown>>): CheckedParams {
  const issues: Record<string, ActionIssue> = {};
  const candidate: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    const field = fields.find((each) => each.name === name);
    const cleaned = field ? cleanValue(field, value) : value;
    if (cleaned !== undefined) candidate[name] = cleaned;
    if (field?.kind === 'expressionMap' && Array.isArray(value)) {
      const names = (value as MapRow[]).map((row) => row.name.trim()).filter((each) => each !== '');
      if (new Set(names).size !== names.length) issues[name] = 'duplicate';
    }
  }
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const param = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      const fieldName = fieldNameOfParam(fields, param);
      issues[fieldName] ??= issueOf(issue);
    }
  }
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, params: (parsed as { data: Record<string, unknown> }).data };
}

/** The stored condition and failure choice of a draft (`undefined`: the default, left out). */
export function storedExtras(draft: ActionDraft): Pick<ActionParts, 'condition' | 'onError'> {
  const condition = draft.condition.trim();
  const onError = draft.onError;
  return {
    condition: condition === '' ? undefined : condition,
    onError:
      onError.kind === 'message'
        ? onError.text.trim() === ''
          ? undefined
          : { kind: 'message', text: onError.text }
        : onError.kind === 'nothing'
          ? { kind: 'nothing' }
          : { kind: 'navigate', screenId: onError.screenId },
  };
}

/** The problems of a draft's condition and failure choice, by `condition` and `onError`. */
export function checkExtras(actionSchema: ParsingSchema, type: string, draft: ActionDraft): Record<string, ActionIssue> {
  const issues: Record<string, ActionIssue> = {};
  if (draft.onError.kind === 'navigate' && draft.onError.screenId === '') issues.onError = 'required';
  const extras = storedExtras(draft);
  const parsed = actionSchema.safeParse({ id: 'draft', type, params: {}, ...(extras.condition === undefined ? {} : { condition: extras.condition }), ...(extras.onError === undefined ? {} : { onError: extras.onError }) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'condition' || key === 'onError') issues[key] ??= issueOf(issue);
    }
  }
  return issues;
}
