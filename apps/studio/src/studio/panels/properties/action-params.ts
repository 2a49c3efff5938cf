import type { Action } from '@tessera/model/definition';

/** The action types the Events tab offers: the ones the Run preview runs. */
export const editableActionTypes = ['openUrl', 'showMessage'] as const;
/** One of {@link editableActionTypes}. */
export type EditableActionType = (typeof editableActionTypes)[number];

/** A parameter of an editable action: its name in `params` and how it is typed. */
export interface ActionParamField {
  name: string;
  kind: 'url' | 'text';
}

/** The parameters of each editable action type, in form order. All are required. */
export const actionParamFields: Readonly<Record<EditableActionType, readonly ActionParamField[]>> = {
  openUrl: [{ name: 'url', kind: 'url' }],
  showMessage: [{ name: 'text', kind: 'text' }],
};

/** Why a parameter can not be saved (`studioPanels.actions.errors.<issue>`). */
export type ActionParamIssue = 'required' | 'url';

/** Whether the Events tab can edit an action of this type (others are kept, moved and removed only). */
export function isEditableActionType(type: string): type is EditableActionType {
  return (editableActionTypes as readonly string[]).includes(type);
}

/** Whether `value` is an absolute http or https address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The problems of an action's parameters, by parameter name; empty when it can be saved. */
export function checkActionParams(type: EditableActionType, params: Readonly<Record<string, unknown>>): Record<string, ActionParamIssue> {
  const issues: Record<string, ActionParamIssue> = {};
  for (const field of actionParamFields[type]) {
    const value = params[field.name];
    if (typeof value !== 'string' || value.trim() === '') issues[field.name] = 'required';
    else if (field.kind === 'url' && !isHttpUrl(value)) issues[field.name] = 'url';
  }
  return issues;
}

/** The parameters to store: trimmed strings of the type's fields only. */
export function cleanActionParams(type: EditableActionType, params: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(actionParamFields[type].map((field) => [field.name, String(params[field.name] ?? '').trim()]));
}

/** A one-line description of an action for its row: the URL or the message, else nothing. */
export function actionSummary(action: Pick<Action, 'type' | 'params'>): string {
  if (!isEditableActionType(action.type)) return '';
  return actionParamFields[action.type]
    .map((field) => action.params[field.name])
    .filter((value): value is string => typeof value === 'string')
    .join(' · ')
    .replace(/\s+/g, ' ');
}
